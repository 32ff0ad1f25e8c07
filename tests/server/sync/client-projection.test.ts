import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../../src/domain/ids';
import type { PullResponse } from '../../../src/domain/sync/protocol.schema';
import { demoIds } from '../../../server/seed/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { live, mutation, newClientId, pullAll, push } from './sync-helpers';

type Rows = Map<string, PullResponse['changes'][number]>;

let env: TestApp;
const company = demoIds.companyClient;
const individual = demoIds.individualClient;
/** Granted to both demo clients, each with its own negotiated price. */
const sharedModuleId = uuidv7();
/** Open to B2C, but archived. */
const archivedModuleId = uuidv7();
let furnitureId: string;
let projectId: string;

async function pullAs(email: string): Promise<Rows> {
  return (await pullAll(env, await env.login(email), newClientId())).rows;
}

/** Pushes as the office and expects every mutation applied. */
async function asAdmin(...mutations: { name: string; args: unknown }[]) {
  const result = await push(
    env,
    await env.login('admin@fitout.test'),
    newClientId(),
    mutations.map((m, index) => mutation(index + 1, m.name, m.args)),
  );
  expect(result.results.map((r) => r.status)).toEqual(mutations.map(() => 'applied'));
}

beforeAll(async () => {
  env = await createTestApp();
  const office = await pullAs('admin@fitout.test');
  furnitureId = live(office, 'furniture').find((row) => row.data?.archived === false)!.id;
  projectId = live(office, 'projects').find((row) => row.data?.clientId === company)!.id;
  const module = (id: string, fields: Record<string, unknown>) => ({
    name: 'furnitureModuleCreate',
    args: { id, name: `Pack ${id}`, note: 'Marge négociée à 32 %', ...fields },
  });
  await asAdmin(
    module(sharedModuleId, {
      clientIds: [company, individual],
      clientPrices: [
        { clientId: company, priceCents: 400_000 },
        { clientId: individual, priceCents: 380_000 },
      ],
    }),
    module(archivedModuleId, { availableForB2C: true, clientIds: [individual], archived: true }),
    {
      name: 'furnitureUpdate',
      args: {
        id: furnitureId,
        patch: { supplier: 'Meubles Dupont', supplierSku: 'MD-4471', note: 'Remise 40 %', stockQuantity: 12 },
      },
    },
    {
      name: 'projectUpdate',
      args: { id: projectId, patch: { airtableLink: 'https://airtable.com/appX/rec1' } },
    },
  );
});
afterAll(async () => env?.close());

describe('what clients receive', () => {
  it('a client receives its own negotiated price only, and no other client’s id', async () => {
    const b2b = await pullAs('b2b-admin@fitout.test');
    // A negotiated price is the company's own: it receives it as the office set it, no ×1.5 on it.
    expect(b2b.get(`furnitureModules/${sharedModuleId}`)?.data).toMatchObject({
      clientIds: [company],
      clientPrices: [{ clientId: company, priceCents: 400_000 }],
    });
    const b2c = await pullAs('b2c@fitout.test');
    expect(b2c.get(`furnitureModules/${sharedModuleId}`)?.data).toMatchObject({
      clientIds: [individual],
      clientPrices: [{ clientId: individual, priceCents: 380_000 }],
    });
    // A B2C pack granted to the company reaches the individual without the company in it.
    for (const [rows, self, other] of [
      [b2b, company, individual],
      [b2c, individual, company],
    ] as const) {
      for (const row of live(rows, 'furnitureModules')) {
        expect(JSON.stringify(row.data)).not.toContain(other);
        const data = row.data as { clientIds: string[]; clientPrices: { clientId: string }[] };
        expect(data.clientIds.every((id) => id === self)).toBe(true);
        expect(data.clientPrices.every((price) => price.clientId === self)).toBe(true);
      }
    }
  });

  it('no client pull carries a back-office field', async () => {
    for (const email of ['b2b-admin@fitout.test', 'b2b-agent@fitout.test', 'b2c@fitout.test']) {
      const rows = await pullAs(email);
      const furniture = live(rows, 'furniture');
      expect(furniture.length, email).toBeGreaterThan(100);
      for (const row of furniture)
        expect(row.data, email).toMatchObject({ supplier: '', supplierSku: '', note: '', stockQuantity: 0 });
      for (const row of live(rows, 'furnitureModules')) expect(row.data, email).toMatchObject({ note: '' });
      for (const row of live(rows, 'furnitureRanges')) expect(row.data, email).toMatchObject({ note: '' });
      for (const row of live(rows, 'projects')) expect(row.data, email).toMatchObject({ airtableLink: '' });
    }
    // The company's admin receives the project whose link was set: masked, not just absent.
    expect((await pullAs('b2b-admin@fitout.test')).get(`projects/${projectId}`)?.data).toMatchObject({
      airtableLink: '',
    });
  });

  it('the office still receives every field', async () => {
    const office = await pullAs('admin@fitout.test');
    expect(office.get(`furnitureModules/${sharedModuleId}`)?.data).toMatchObject({
      note: 'Marge négociée à 32 %',
      clientIds: [company, individual],
      clientPrices: [
        { clientId: company, priceCents: 400_000 },
        { clientId: individual, priceCents: 380_000 },
      ],
    });
    expect(office.get(`furniture/${furnitureId}`)?.data).toMatchObject({
      supplier: 'Meubles Dupont',
      supplierSku: 'MD-4471',
      note: 'Remise 40 %',
      stockQuantity: 12,
    });
    expect(office.get(`projects/${projectId}`)?.data).toMatchObject({
      airtableLink: 'https://airtable.com/appX/rec1',
    });
  });
});

describe('what clients may quote', () => {
  /** A draft room of the client's own, from its pull. */
  function draftRoom(rows: Rows): string {
    const drafts = new Set(
      live(rows, 'projects')
        .filter((row) => row.data?.status === 'draft')
        .map((row) => row.id),
    );
    return live(rows, 'rooms').find((row) => drafts.has(String(row.data?.projectId)))!.id;
  }

  function moduleNamed(rows: Rows, name: string): string {
    return live(rows, 'furnitureModules').find((row) => row.data?.name === name)!.id;
  }

  it('a B2C client cannot quote a B2B-only or an archived module, and nothing is written', async () => {
    const office = await pullAs('admin@fitout.test');
    const b2bOnly = moduleNamed(office, 'Pack T2 Confort');
    const token = await env.login('b2c@fitout.test');
    const roomId = draftRoom(await pullAs('b2c@fitout.test'));
    const lineIds = [uuidv7(), uuidv7()];
    const result = await push(env, token, newClientId(), [
      mutation(1, 'lineAdd', { id: lineIds[0], roomId, moduleId: b2bOnly, quantity: 1 }),
      mutation(2, 'lineAdd', { id: lineIds[1], roomId, moduleId: archivedModuleId, quantity: 1 }),
    ]);
    // Security: a module the client does not receive answers like one that does not exist.
    expect(result.results).toEqual([
      { id: 1, status: 'rejected', error: { code: 'not_found', detail: 'not_found' } },
      { id: 2, status: 'rejected', error: { code: 'not_found', detail: 'not_found' } },
    ]);
    const after = await pullAs('admin@fitout.test');
    for (const id of lineIds) expect(after.has(`purchaseOrderLines/${id}`)).toBe(false);
  });

  it('a company client quotes its own modules at its own price, and reads them so', async () => {
    const rows = await pullAs('b2b-admin@fitout.test');
    const roomId = draftRoom(rows);
    const [t2, shared] = [uuidv7(), uuidv7()];
    const result = await push(env, await env.login('b2b-admin@fitout.test'), newClientId(), [
      mutation(1, 'lineAdd', { id: t2, roomId, moduleId: moduleNamed(rows, 'Pack T2 Confort'), quantity: 1 }),
      mutation(2, 'lineAdd', { id: shared, roomId, moduleId: sharedModuleId, quantity: 2 }),
    ]);
    expect(result.results.map((r) => r.status)).toEqual(['applied', 'applied']);
    // Each line is in a pack charged the negotiated price, per unit of the module, no multiplier on it.
    const office = await pullAs('admin@fitout.test');
    const after = await pullAs('b2b-admin@fitout.test');
    const projectId = String(office.get(`rooms/${roomId}`)?.data?.projectId);
    const packOf = (rows: Rows, lineId: string) => {
      const packId = rows.get(`purchaseOrderLines/${lineId}`)?.data?.packId;
      const packs = rows.get(`projects/${projectId}`)?.data?.packs as { id: string }[];
      return packs.find((candidate) => candidate.id === packId);
    };
    for (const rows of [office, after]) {
      expect(packOf(rows, t2)).toMatchObject({ name: 'Pack T2 Confort', quantity: 1, priceCents: 450_000 });
      expect(packOf(rows, shared)).toMatchObject({ quantity: 2, priceCents: 400_000 });
    }
  });
});
