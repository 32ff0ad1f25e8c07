import { eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '../../../src/domain/entities/client.schema';
import type { EntityName, EntityRow } from '../../../src/domain/entities/registry';
import { uuidv7 } from '../../../src/domain/ids';
import {
  createMemoryTransaction,
  executeMutation,
  type Actor,
  type MemoryStore,
} from '../../../src/domain/mutators';
import { applyMultiplier, projectQuoteTotals } from '../../../src/domain/pricing';
import type { PullResponse } from '../../../src/domain/sync/protocol.schema';
import { nextVersion } from '../../../server/db/versions';
import { clients, users } from '../../../server/db/schema';
import { demoIds } from '../../../server/seed/accounts';
import { syncedTables } from '../../../server/sync/tables';
import { createTestApp, type TestApp } from '../support/test-app';
import { live, mutation, newClientId, pull, pullAll, push } from '../sync/sync-helpers';

/**
 * Issue 18: a client's pull carries the prices it pays (the cost through its own multiplier, on
 * the server), never the cost; the device prices the quote from that with the one pricing code, so
 * its totals are the office's to the cent.
 */

type Rows = Map<string, PullResponse['changes'][number]>;

let env: TestApp;
const company = demoIds.companyClient;
const companyLogin = 'b2b-admin@fitout.test';
/** A module granted to the company at a negotiated price whose ×1.5 ends in a half cent. */
const negotiatedModuleId = uuidv7();

function dataOf<E extends EntityName>(rows: Rows, entity: E, id: string): EntityRow<E> {
  const data = rows.get(`${entity}/${id}`)?.data;
  if (data === undefined || data === null) throw new Error(`${entity}/${id} was not pulled`);
  return data as EntityRow<E>;
}

function liveData<E extends EntityName>(rows: Rows, entity: E): EntityRow<E>[] {
  return live(rows, entity).map((row) => row.data as EntityRow<E>);
}

async function pullAs(email: string): Promise<Rows> {
  return (await pullAll(env, await env.login(email), newClientId())).rows;
}

/** The stored (unprojected) live rows of an entity, as the office's own code reads them. */
async function stored<E extends Exclude<EntityName, 'users'>>(entity: E): Promise<EntityRow<E>[]> {
  const { table } = syncedTables[entity];
  const rows = await env.db.select({ data: table.data }).from(table).where(isNull(table.deletedAt));
  return rows.map((row) => row.data as EntityRow<E>);
}

async function storedClient(): Promise<Client> {
  const [row] = await env.db.select().from(clients).where(eq(clients.id, company));
  if (row === undefined) throw new Error('the company client is not seeded');
  return row.data;
}

/** What the office does when it sets a client's multiplier: a new version of the client row. */
async function setMultiplier(pricingMultiplier: number): Promise<void> {
  await env.db.transaction(async (tx) => {
    const version = await nextVersion(tx);
    await tx
      .update(clients)
      .set({ data: sql`${clients.data} || ${JSON.stringify({ pricingMultiplier })}::jsonb`, version })
      .where(eq(clients.id, company));
  });
}

async function companyActor(): Promise<Actor> {
  const [user] = await env.db.select().from(users).where(eq(users.email, companyLogin));
  if (user === undefined) throw new Error(`${companyLogin} is not seeded`);
  return {
    kind: 'user',
    userId: user.id,
    role: user.role,
    clientId: user.clientId,
    clientRole: user.clientRole,
    businessReferrerId: user.businessReferrerId,
    businessReferrerRole: user.businessReferrerRole,
  };
}

/** The device's database after a pull: every live row it received. */
function deviceStore(rows: Rows): MemoryStore {
  const store: MemoryStore = new Map();
  for (const change of rows.values()) {
    if (change.data === null) continue;
    const table = store.get(change.entity) ?? new Map<string, Record<string, unknown>>();
    table.set(change.id, structuredClone(change.data) as Record<string, unknown>);
    store.set(change.entity, table);
  }
  return store;
}

beforeAll(async () => {
  env = await createTestApp();
  const result = await push(env, await env.login('admin@fitout.test'), newClientId(), [
    mutation(1, 'furnitureModuleCreate', {
      id: negotiatedModuleId,
      name: 'Pack négocié',
      clientIds: [company],
      clientPrices: [{ clientId: company, priceCents: 123_457 }],
    }),
  ]);
  expect(result.results.map((r) => r.status)).toEqual(['applied']);
});
afterAll(async () => env?.close());

describe('a company client’s prices', () => {
  it('its pull holds its own prices (cost × its multiplier) and no cost, supplier, SKU, stock or note', async () => {
    const { pricingMultiplier } = await storedClient();
    expect(pricingMultiplier).toBe(1.5);
    const catalogue = new Map((await stored('furniture')).map((row) => [row.id, row]));
    const rows = await pullAs(companyLogin);
    const furniture = liveData(rows, 'furniture');
    expect(furniture.length).toBeGreaterThan(100);
    for (const item of furniture) {
      const cost = catalogue.get(item.id);
      expect(cost, item.id).toBeDefined();
      expect(cost!.priceExclVatCents, item.name).toBeGreaterThan(0);
      expect(item, item.name).toMatchObject({
        priceExclVatCents: applyMultiplier(cost!.priceExclVatCents, 1.5),
        priceInclVatCents: applyMultiplier(cost!.priceInclVatCents, 1.5),
        supplier: '',
        supplierSku: '',
        stockQuantity: 0,
        note: '',
      });
      expect(item.priceExclVatCents).not.toBe(cost!.priceExclVatCents);
    }
    // Its quote lines, stored at cost, arrive at its price too; its multiplier reads as 1.
    const storedLines = new Map((await stored('purchaseOrderLines')).map((line) => [line.id, line]));
    const lines = liveData(rows, 'purchaseOrderLines');
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines)
      expect(line.unitPriceCents).toBe(applyMultiplier(storedLines.get(line.id)!.unitPriceCents, 1.5));
    expect(dataOf(rows, 'clients', company).pricingMultiplier).toBe(1);
    // A negotiated price is the client's own already: it arrives as the office set it.
    expect(dataOf(rows, 'furnitureModules', negotiatedModuleId).clientPrices).toEqual([
      { clientId: company, priceCents: 123_457 },
    ]);
  });

  it('its device quotes at the server’s cents, and its totals are the office’s to the cent', async () => {
    const token = await env.login(companyLogin);
    const rows = await pullAs(companyLogin);
    const draft = liveData(rows, 'projects').find((project) => project.status === 'draft');
    const room = liveData(rows, 'rooms').find((r) => r.projectId === draft?.id);
    if (draft === undefined || room === undefined) throw new Error('the company has no draft room');
    // The demo's costs end in 99, so ×1.5 ends in a half cent: the rounding must agree on both sides.
    const [first, second] = liveData(rows, 'furniture').filter((item) => !item.archived && !item.isDisabled);
    if (first === undefined || second === undefined) throw new Error('the catalogue is too small');
    const [furnitureLine, moduleLine] = [uuidv7(), uuidv7()];
    const mutations = [
      mutation(1, 'lineAdd', { id: furnitureLine, roomId: room.id, furnitureId: first.id, quantity: 3 }),
      mutation(2, 'lineAdd', { id: moduleLine, roomId: room.id, moduleId: negotiatedModuleId, quantity: 1 }),
      mutation(3, 'lineReplace', { id: furnitureLine, furnitureId: second.id }),
    ];
    // The device runs the mutators on what it pulled, before the server does.
    const device = deviceStore(rows);
    const tx = createMemoryTransaction(device, await companyActor(), '2026-03-02T09:00:00.000Z');
    for (const { name, args } of mutations)
      expect(await executeMutation(tx, name, args)).toEqual({ status: 'applied' });
    const result = await push(env, token, newClientId(), mutations);
    expect(result.results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied']);

    const after = await pullAs(companyLogin);
    for (const id of [furnitureLine, moduleLine])
      expect(dataOf(after, 'purchaseOrderLines', id).unitPriceCents).toBe(
        device.get('purchaseOrderLines')?.get(id)?.unitPriceCents,
      );
    // The negotiated module is a pack of the project at its price, the same on the device.
    const packId = dataOf(after, 'purchaseOrderLines', moduleLine).packId;
    expect(dataOf(after, 'projects', draft.id).packs).toEqual(device.get('projects')?.get(draft.id)?.packs);
    expect(dataOf(after, 'projects', draft.id).packs).toContainEqual({
      id: packId,
      moduleId: negotiatedModuleId,
      name: 'Pack négocié',
      quantity: 1,
      priceCents: 123_457,
    });

    // Every project of the company: the device's totals (its pull, its multiplier as received)
    // against the office's (the stored rows, the stored multiplier).
    const { pricingMultiplier } = await storedClient();
    const [projects, rooms, lines, serviceRates] = await Promise.all([
      stored('projects'),
      stored('rooms'),
      stored('purchaseOrderLines'),
      stored('serviceRates'),
    ]);
    const received = liveData(after, 'projects');
    expect(received.length).toBeGreaterThan(1);
    for (const project of received) {
      const onDevice = projectQuoteTotals(
        project,
        liveData(after, 'rooms').filter((r) => r.projectId === project.id),
        liveData(after, 'purchaseOrderLines').filter((line) => line.projectId === project.id),
        dataOf(after, 'clients', company).pricingMultiplier,
        28,
        liveData(after, 'serviceRates'),
      );
      const inOffice = projectQuoteTotals(
        projects.find((p) => p.id === project.id)!,
        rooms.filter((r) => r.projectId === project.id),
        lines.filter((line) => line.projectId === project.id),
        pricingMultiplier,
        28,
        serviceRates,
      );
      expect(onDevice, project.name).toEqual(inOffice);
    }
  });

  it('a multiplier change reaches the client’s next pull', async () => {
    const token = await env.login(companyLogin);
    const clientID = newClientId();
    const { last } = await pullAll(env, token, clientID);
    // Up to date: the next pull brings nothing.
    expect((await pull(env, token, clientID, last.cookie)).changes).toEqual([]);

    await setMultiplier(2);
    const catalogue = (await stored('furniture')).filter((row) => !row.archived);
    // No furniture row changed, yet every price the client holds is re-sent at its new price.
    const { rows } = await pullAll(env, token, clientID, last.cookie);
    const furniture = new Map(liveData(rows, 'furniture').map((row) => [row.id, row]));
    expect(furniture.size).toBe(catalogue.length);
    for (const cost of catalogue)
      expect(furniture.get(cost.id)?.priceExclVatCents).toBe(applyMultiplier(cost.priceExclVatCents, 2));
    expect(dataOf(rows, 'clients', company).pricingMultiplier).toBe(1);
    await setMultiplier(1.5);
  });
});
