import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clients,
  furniture as furnitureTable,
  projects,
  purchaseOrderLines,
  rooms,
} from '../../../server/db/schema';
import { demoIds } from '../../../server/seed/accounts';
import type { Client } from '../../../src/domain/entities/client.schema';
import type { Furniture } from '../../../src/domain/entities/furniture.schema';
import type { Project } from '../../../src/domain/entities/project.schema';
import type { PurchaseOrderLine } from '../../../src/domain/entities/purchase-order-line.schema';
import type { Room } from '../../../src/domain/entities/room.schema';
import { uuidv7 } from '../../../src/domain/ids';
import { applyMultiplier, projectMultiplier, projectQuoteTotals } from '../../../src/domain/pricing';
import type { PullResponse } from '../../../src/domain/sync/protocol.schema';
import { createTestApp, type TestApp } from '../support/test-app';
import { live, mutation, newClientId, pullAll, push } from '../sync/sync-helpers';

/*
 * "1.5 turns 1,000 into 1,500; the client's quotes follow, already-submitted quotes keep their
 * price": line by line and in total, as the client's devices receive them and as the office reads them.
 */

let env: TestApp;
beforeAll(async () => {
  env = await createTestApp();
});
afterAll(async () => env?.close());

const clientEmail = 'b2b-admin@fitout.test';

async function pushAll(email: string, mutations: [string, unknown][]) {
  const token = await env.login(email);
  const { results } = await push(
    env,
    token,
    newClientId(),
    mutations.map(([name, args], index) => mutation(index + 1, name, args)),
  );
  expect(results.map((result) => result.status)).toEqual(mutations.map(() => 'applied'));
}

/** A project of the client with one line; submitted when asked. */
async function quoteOf(furniture: Furniture, submitted: boolean) {
  const [projectId, roomId, lineId] = [uuidv7(), uuidv7(), uuidv7()];
  await pushAll(clientEmail, [
    ['projectCreate', { id: projectId, name: submitted ? 'Soumis' : 'Brouillon' }],
    ['projectUpdate', { id: projectId, patch: { projectType: 'T2' } }],
    ['roomCreate', { id: roomId, projectId, name: 'Salon' }],
    ['lineAdd', { id: lineId, roomId, furnitureId: furniture.id, quantity: 3 }],
    ...(submitted
      ? [
          ['projectTransition', { id: projectId, action: 'submit', acknowledgedWarnings: true }] as [
            string,
            unknown,
          ],
        ]
      : []),
  ]);
  return projectId;
}

type Rows = Map<string, PullResponse['changes'][number]>;
const rowsOf = <T>(rows: Rows, entity: string) => live(rows, entity).map((change) => change.data as T);

/** What the client's device shows for a project: each line's unit price and the total, its way. */
function clientView(rows: Rows, projectId: string) {
  const project = rowsOf<Project>(rows, 'projects').find((row) => row.id === projectId)!;
  const client = rowsOf<Client>(rows, 'clients')[0];
  const lines = rowsOf<PurchaseOrderLine>(rows, 'purchaseOrderLines').filter(
    (l) => l.projectId === projectId,
  );
  const roomRows = rowsOf<Room>(rows, 'rooms').filter((room) => room.projectId === projectId);
  const totals = projectQuoteTotals(project, roomRows, lines, projectMultiplier(project, client), 28, []);
  return { unitPrices: lines.map((line) => line.unitPriceCents), total: totals.total.inclVatCents };
}

/** The total the office reads from the stored rows, through the project's multiplier. */
async function officeTotal(projectId: string) {
  const [project] = (await env.db.select().from(projects).where(eq(projects.id, projectId))).map(
    (r) => r.data,
  );
  const [client] = (await env.db.select().from(clients).where(eq(clients.id, project!.clientId))).map(
    (r) => r.data,
  );
  const lines = (
    await env.db.select().from(purchaseOrderLines).where(eq(purchaseOrderLines.projectId, projectId))
  ).map((row) => row.data);
  const roomRows = (await env.db.select().from(rooms).where(eq(rooms.projectId, projectId))).map(
    (r) => r.data,
  );
  return projectQuoteTotals(project!, roomRows, lines, projectMultiplier(project!, client), 28, []).total
    .inclVatCents;
}

/** A furniture's price at cost, as the office stores it (the client receives it multiplied). */
async function costOf(furnitureId: string): Promise<number> {
  const [row] = await env.db.select().from(furnitureTable).where(eq(furnitureTable.id, furnitureId));
  return row!.data.priceExclVatCents;
}

describe('a new pricing multiplier (spec section 3)', () => {
  it('reprices the drafts, line by line and in total, and leaves submitted quotes as submitted until reopened', async () => {
    const token = await env.login(clientEmail);
    const furniture = rowsOf<Furniture>((await pullAll(env, token, newClientId())).rows, 'furniture').find(
      (item) => !item.isDisabled && item.priceExclVatCents > 0,
    )!;
    const submitted = await quoteOf(furniture, true);
    const draft = await quoteOf(furniture, false);
    const device = newClientId();
    const before = await pullAll(env, token, device);
    const submittedBefore = clientView(before.rows, submitted);
    const draftBefore = clientView(before.rows, draft);
    const officeBefore = await officeTotal(submitted);
    // The demo company's multiplier is 1.5: the client receives its own price, never the cost.
    const cost = await costOf(furniture.id);
    expect(submittedBefore.unitPrices).toEqual([applyMultiplier(cost, 1.5)]);

    await pushAll('admin@fitout.test', [
      ['clientUpdate', { id: demoIds.companyClient, patch: { pricingMultiplier: 2 } }],
    ]);
    const after = await pullAll(env, token, device, before.last.cookie);
    expect(clientView(after.rows, submitted)).toEqual(submittedBefore);
    expect(await officeTotal(submitted)).toBe(officeBefore);
    const draftAfter = clientView(after.rows, draft);
    expect(draftAfter.unitPrices).toEqual([cost * 2]);
    expect(draftAfter.total).toBeGreaterThan(draftBefore.total);
    // The multiplier a quote keeps is the office's, like the client's own.
    expect(
      rowsOf<Project>(after.rows, 'projects').find((p) => p.id === submitted)?.frozenMultiplier,
    ).toBeNull();

    // Taken back to draft, the quote follows the current multiplier: its lines come again, repriced.
    await pushAll(clientEmail, [['projectTransition', { id: submitted, action: 'reopen' }]]);
    const reopened = await pullAll(env, token, device, after.last.cookie);
    expect(clientView(new Map([...after.rows, ...reopened.rows]), submitted)).toEqual(draftAfter);
  });
});
