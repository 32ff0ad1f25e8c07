import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../../src/domain/ids';
import {
  createMemoryTransaction,
  executeMutation,
  type Actor,
  type MemoryStore,
  type MutatorArgs,
  type MutatorName,
} from '../../../src/domain/mutators';
import { moduleQuotePrice } from '../../../src/domain/mutators/module-price';

const now = '2026-11-21T10:00:00.000Z';
const admin: Actor = {
  kind: 'user',
  userId: uuidv7(),
  role: 'admin',
  clientId: null,
  clientRole: null,
  businessReferrerId: null,
  businessReferrerRole: null,
};

function setup() {
  const store: MemoryStore = new Map();
  const run = <N extends MutatorName>(name: N, args: MutatorArgs<N>) =>
    executeMutation(createMemoryTransaction(store, admin, now), name, args);
  return { store, run };
}

async function furniture(env: ReturnType<typeof setup>, priceExclVatCents: number) {
  const id = uuidv7();
  await env.run('furnitureCreate', {
    id,
    name: `Meuble ${priceExclVatCents}`,
    priceExclVatCents,
    priceInclVatCents: 0,
  });
  return id;
}

describe('range mutators: at least one core item', () => {
  it('refuses a range without a core item, on create and on update, with its own code', async () => {
    const env = setup();
    const [a, b] = [await furniture(env, 100), await furniture(env, 200)];
    const id = uuidv7();
    expect(
      await env.run('furnitureRangeCreate', {
        id,
        name: 'Nordique',
        items: [{ furnitureId: a, core: false }],
      }),
    ).toMatchObject({ status: 'rejected', code: 'catalogue/range_needs_core' });
    expect(await env.run('furnitureRangeCreate', { id, name: 'Nordique', items: [] })).toMatchObject({
      code: 'catalogue/range_needs_core',
    });
    const items = [
      { furnitureId: a, core: true },
      { furnitureId: b, core: false },
    ];
    expect(await env.run('furnitureRangeCreate', { id, name: 'Nordique', items })).toEqual({
      status: 'applied',
    });
    expect(
      await env.run('furnitureRangeUpdate', { id, patch: { items: [{ furnitureId: a, core: false }] } }),
    ).toMatchObject({ status: 'rejected', code: 'catalogue/range_needs_core' });
    // A patch that leaves the items alone keeps the core item.
    expect(await env.run('furnitureRangeUpdate', { id, patch: { name: 'Nordique clair' } })).toEqual({
      status: 'applied',
    });
  });
});

describe('module mutators: no module contains itself', () => {
  const moduleArgs = (id: string, extra: Partial<MutatorArgs<'furnitureModuleCreate'>> = {}) => ({
    id,
    name: `Module ${id.slice(-4)}`,
    ...extra,
  });
  const nest = (refId: string, quantity = 1) => ({ id: uuidv7(), kind: 'module' as const, refId, quantity });

  it('refuses a module nesting itself directly', async () => {
    const env = setup();
    const a = uuidv7();
    expect(await env.run('furnitureModuleCreate', moduleArgs(a, { contentLines: [nest(a)] }))).toMatchObject({
      status: 'rejected',
      code: 'catalogue/module_cycle',
    });
    expect(await env.run('furnitureModuleCreate', moduleArgs(a, { parentModuleId: a }))).toMatchObject({
      code: 'catalogue/module_cycle',
    });
  });

  it('refuses an update that closes a loop through children or a parent link', async () => {
    const env = setup();
    const [a, b, c] = [uuidv7(), uuidv7(), uuidv7()];
    expect(await env.run('furnitureModuleCreate', moduleArgs(c))).toEqual({ status: 'applied' });
    expect(await env.run('furnitureModuleCreate', moduleArgs(b, { contentLines: [nest(c, 2)] }))).toEqual({
      status: 'applied',
    });
    expect(await env.run('furnitureModuleCreate', moduleArgs(a, { contentLines: [nest(b)] }))).toEqual({
      status: 'applied',
    });
    // c nesting a: a > b > c > a.
    expect(
      await env.run('furnitureModuleUpdate', { id: c, patch: { contentLines: [nest(a)] } }),
    ).toMatchObject({
      code: 'catalogue/module_cycle',
    });
    // a attached under c, while a already nests b which nests c.
    expect(await env.run('furnitureModuleUpdate', { id: a, patch: { parentModuleId: c } })).toMatchObject({
      code: 'catalogue/module_cycle',
    });
    // Nesting the same module twice (a diamond) is fine.
    expect(
      await env.run('furnitureModuleUpdate', { id: a, patch: { contentLines: [nest(b), nest(c)] } }),
    ).toEqual({ status: 'applied' });
  });

  it('prices a nested module for a quote line at cost from its furniture, and at the negotiated price for the client', async () => {
    const env = setup();
    const [chair, table] = [await furniture(env, 5_000), await furniture(env, 30_000)];
    const [dining, flat] = [uuidv7(), uuidv7()];
    const clientId = uuidv7();
    await env.run(
      'furnitureModuleCreate',
      moduleArgs(dining, {
        contentLines: [
          { id: uuidv7(), kind: 'furniture', refId: chair, quantity: 4 },
          { id: uuidv7(), kind: 'furniture', refId: table, quantity: 1 },
        ],
      }),
    );
    await env.run('furnitureModuleCreate', moduleArgs(flat, { contentLines: [nest(dining, 2)] }));
    const tx = createMemoryTransaction(env.store, admin, now);
    const project = { clientId, frozenMultiplier: null };
    expect(await moduleQuotePrice(tx, flat, project)).toEqual({
      unitPriceCents: 100_000,
      negotiatedCents: null,
    });
    await env.run('furnitureModuleUpdate', {
      id: dining,
      patch: { clientPrices: [{ clientId, priceCents: 45_000 }] },
    });
    // The cost stays what is bought; the client's price is the nested pack's negotiated one, twice.
    expect(await moduleQuotePrice(tx, flat, project)).toEqual({
      unitPriceCents: 100_000,
      negotiatedCents: 90_000,
    });
    expect(await moduleQuotePrice(tx, flat, { clientId: uuidv7(), frozenMultiplier: null })).toEqual({
      unitPriceCents: 100_000,
      negotiatedCents: null,
    });
  });
});
