import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAdminEmail, demoLogins } from '../../../server/seed/accounts';
import { uuidv7 } from '../../../src/domain/ids';
import type { Mutation } from '../../../src/domain/sync/protocol.schema';
import { createTestApp, type TestApp } from '../support/test-app';
import { live, mutation, newClientId, pullAll, push } from '../sync/sync-helpers';

let env: TestApp;
let adminToken: string;
beforeAll(async () => {
  env = await createTestApp({ seed: 'accounts' });
  adminToken = await env.login('admin@fitout.test');
});
afterAll(async () => env?.close());

/** Pushes one batch as a new device of `token`'s user and returns each mutation's result. */
async function pushAs(token: string, mutations: Mutation[]) {
  return (await push(env, token, newClientId(), mutations)).results;
}

function furnitureArgs(name: string, priceExclVatCents = 10_000) {
  return { id: uuidv7(), name, priceExclVatCents, priceInclVatCents: priceExclVatCents * 1.2 };
}

function nest(refId: string, quantity = 1) {
  return { id: uuidv7(), kind: 'module', refId, quantity };
}

describe('catalogue mutations through sync push', () => {
  it('lets an admin create, update and delete furniture, ranges and modules', async () => {
    const sofa = furnitureArgs('Canapé Élégance');
    const chair = furnitureArgs('Chaise Élise', 5_000);
    const range = { id: uuidv7(), name: 'Salon nordique', items: [{ furnitureId: sofa.id, core: true }] };
    const dining = {
      id: uuidv7(),
      name: 'Salle à manger',
      contentLines: [{ id: uuidv7(), kind: 'furniture', refId: chair.id, quantity: 4 }],
    };
    const flat = {
      id: uuidv7(),
      name: 'T2 meublé',
      contentLines: [nest(dining.id), { id: uuidv7(), kind: 'range', refId: range.id, quantity: 1 }],
    };
    const results = await pushAs(adminToken, [
      mutation(1, 'furnitureCreate', sofa),
      mutation(2, 'furnitureCreate', chair),
      mutation(3, 'furnitureUpdate', {
        id: chair.id,
        patch: { name: 'Chaise Élise en chêne', isDisabled: true },
      }),
      mutation(4, 'furnitureRangeCreate', range),
      mutation(5, 'furnitureRangeUpdate', {
        id: range.id,
        patch: { items: [...range.items, { furnitureId: chair.id, core: false }] },
      }),
      mutation(6, 'furnitureModuleCreate', dining),
      mutation(7, 'furnitureModuleCreate', flat),
      mutation(8, 'furnitureModuleUpdate', { id: flat.id, patch: { tag: 'best-seller' } }),
    ]);
    expect(results.map((result) => result.status)).toEqual(Array(8).fill('applied'));

    const { rows } = await pullAll(env, adminToken, newClientId());
    expect(rows.get(`furniture/${chair.id}`)?.data).toMatchObject({
      name: 'Chaise Élise en chêne',
      isDisabled: true,
    });
    expect(rows.get(`furnitureRanges/${range.id}`)?.data).toMatchObject({
      items: [{ core: true }, { core: false }],
    });
    expect(rows.get(`furnitureModules/${flat.id}`)?.data).toMatchObject({ tag: 'best-seller' });

    const deletions = await pushAs(adminToken, [
      mutation(1, 'furnitureModuleDelete', { id: flat.id }),
      mutation(2, 'furnitureRangeDelete', { id: range.id }),
      mutation(3, 'furnitureDelete', { id: sofa.id }),
    ]);
    expect(deletions.map((result) => result.status)).toEqual(['applied', 'applied', 'applied']);
    const after = await pullAll(env, adminToken, newClientId());
    expect(live(after.rows, 'furnitureModules').map((row) => row.id)).not.toContain(flat.id);
    expect(live(after.rows, 'furnitureRanges').map((row) => row.id)).not.toContain(range.id);
    expect(live(after.rows, 'furniture').map((row) => row.id)).not.toContain(sofa.id);
  });

  it.each(demoLogins.filter((email) => email !== demoAdminEmail))(
    'refuses every catalogue change from %s',
    async (email) => {
      const existing = furnitureArgs('Lampe Arc');
      const existingRange = {
        id: uuidv7(),
        name: 'Gamme',
        items: [{ furnitureId: existing.id, core: true }],
      };
      const existingModule = { id: uuidv7(), name: 'Module' };
      await pushAs(adminToken, [
        mutation(1, 'furnitureCreate', existing),
        mutation(2, 'furnitureRangeCreate', existingRange),
        mutation(3, 'furnitureModuleCreate', existingModule),
      ]);
      const token = await env.login(email);
      const attempts = [
        mutation(1, 'furnitureCreate', furnitureArgs('Intrus')),
        mutation(2, 'furnitureUpdate', { id: existing.id, patch: { priceExclVatCents: 1 } }),
        mutation(3, 'furnitureDelete', { id: existing.id }),
        mutation(4, 'furnitureRangeCreate', {
          id: uuidv7(),
          name: 'Intruse',
          items: [{ furnitureId: existing.id, core: true }],
        }),
        mutation(5, 'furnitureRangeUpdate', { id: existingRange.id, patch: { name: 'Renommée' } }),
        mutation(6, 'furnitureRangeDelete', { id: existingRange.id }),
        mutation(7, 'furnitureModuleCreate', { id: uuidv7(), name: 'Intrus' }),
        mutation(8, 'furnitureModuleUpdate', { id: existingModule.id, patch: { name: 'Renommé' } }),
        mutation(9, 'furnitureModuleDelete', { id: existingModule.id }),
      ];
      const results = await pushAs(token, attempts);
      expect(results).toEqual(
        attempts.map((attempt) => ({
          id: attempt.id,
          status: 'rejected',
          error: { code: 'auth/forbidden', detail: 'auth/forbidden' },
        })),
      );
      const { rows } = await pullAll(env, adminToken, newClientId());
      expect(rows.get(`furniture/${existing.id}`)?.data).toMatchObject({
        priceExclVatCents: existing.priceExclVatCents,
      });
      expect(rows.get(`furnitureRanges/${existingRange.id}`)?.data).toMatchObject({ name: 'Gamme' });
      expect(rows.get(`furnitureModules/${existingModule.id}`)?.data).toMatchObject({ name: 'Module' });
    },
  );

  it('refuses a range without a core item, and an update that removes the last one', async () => {
    const item = furnitureArgs('Table basse Ovale');
    const rangeId = uuidv7();
    const results = await pushAs(adminToken, [
      mutation(1, 'furnitureCreate', item),
      mutation(2, 'furnitureRangeCreate', {
        id: rangeId,
        name: 'Sans cœur',
        items: [{ furnitureId: item.id, core: false }],
      }),
      mutation(3, 'furnitureRangeCreate', {
        id: rangeId,
        name: 'Avec cœur',
        items: [{ furnitureId: item.id, core: true }],
      }),
      mutation(4, 'furnitureRangeUpdate', {
        id: rangeId,
        patch: { items: [{ furnitureId: item.id, core: false }] },
      }),
    ]);
    expect(
      results.map((result) => [result.status, result.status === 'rejected' ? result.error.code : null]),
    ).toEqual([
      ['applied', null],
      ['rejected', 'catalogue/range_needs_core'],
      ['applied', null],
      ['rejected', 'catalogue/range_needs_core'],
    ]);
    const { rows } = await pullAll(env, adminToken, newClientId());
    expect(rows.get(`furnitureRanges/${rangeId}`)?.data).toMatchObject({
      name: 'Avec cœur',
      items: [{ core: true }],
    });
  });

  it('refuses module cycles: itself, through a child, and through a parent link', async () => {
    const [a, b, c] = [uuidv7(), uuidv7(), uuidv7()];
    const results = await pushAs(adminToken, [
      mutation(1, 'furnitureModuleCreate', { id: a, name: 'A', contentLines: [nest(a)] }),
      mutation(2, 'furnitureModuleCreate', { id: c, name: 'C' }),
      mutation(3, 'furnitureModuleCreate', { id: b, name: 'B', contentLines: [nest(c, 2)] }),
      mutation(4, 'furnitureModuleCreate', { id: a, name: 'A', contentLines: [nest(b)] }),
      mutation(5, 'furnitureModuleUpdate', { id: c, patch: { contentLines: [nest(a)] } }),
      mutation(6, 'furnitureModuleUpdate', { id: a, patch: { parentModuleId: c } }),
      mutation(7, 'furnitureModuleUpdate', { id: c, patch: { name: 'C renommé' } }),
    ]);
    expect(
      results.map((result) => [result.status, result.status === 'rejected' ? result.error.code : null]),
    ).toEqual([
      ['rejected', 'catalogue/module_cycle'],
      ['applied', null],
      ['applied', null],
      ['applied', null],
      ['rejected', 'catalogue/module_cycle'],
      ['rejected', 'catalogue/module_cycle'],
      ['applied', null],
    ]);
    const { rows } = await pullAll(env, adminToken, newClientId());
    expect(rows.get(`furnitureModules/${c}`)?.data).toMatchObject({ name: 'C renommé', contentLines: [] });
    expect(rows.get(`furnitureModules/${a}`)?.data).toMatchObject({ parentModuleId: null });
  });
});
