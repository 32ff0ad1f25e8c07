import { describe, expect, it } from 'vitest';
import { createLineStatesSchedule } from '../../../server/integrations/erp/line-states-schedule';
import { odooOrderRef } from '../../../server/integrations/erp/odoo-erp';
import { uuidv7 } from '../../../src/domain/ids';
import type { ProjectMessages } from '../../../src/domain/outbox/outbound-message.schema';
import { applied, emails, projectIn, stored, storedWhere, validateArgs } from '../projects/office-helpers';
import { live, mutation, newClientId, pullAll, push } from '../sync/sync-helpers';
import { officeOutboxSuite } from './office-outbox-suite';

/*
 * The office's validations and regenerations pushed through the real sync, with the outbox
 * delivering to the fake ERP, Airtable and chat: what each action makes the outside systems see.
 */

const suite = officeOutboxSuite();

async function projectToValidate(operationNumber: string, patch: Record<string, unknown> = {}) {
  const { projectId } = await projectIn(suite, suite.furniture, 'validation');
  expect(
    await suite.admin.push('projectUpdate', { id: projectId, patch: { operationNumber, ...patch } }),
  ).toMatchObject(applied);
  return projectId;
}

async function messagesOf(projectId: string): Promise<ProjectMessages> {
  const response = await suite.env.app.inject({
    method: 'GET',
    url: `/api/v1/outbox/projects/${projectId}/messages`,
    headers: suite.env.as(suite.admin.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const orderOf = (projectId: string) =>
  suite.fakes.odoo.orders().find((o) => o.client_order_ref === odooOrderRef(projectId));

describe('the office validates and regenerates; the outside systems hear it once', () => {
  it('a normal validation registers the sale order in the ERP and upserts the Airtable card', async () => {
    const projectId = await projectToValidate('OP-2026-101');
    const args = validateArgs(projectId);
    expect(await suite.admin.push('projectValidate', args)).toMatchObject(applied);
    await suite.deliverAll();

    const order = orderOf(projectId);
    expect(order).toMatchObject({ state: 'sale', origin: 'OP-2026-101 #1' });
    expect(order!.lines.filter((line) => line.display_type === false)).toHaveLength(4);
    expect(order!.lines.every((line) => line.route_id === undefined)).toBe(true);
    expect(suite.fakes.airtable.records().find((r) => r['Operation number'] === 'OP-2026-101')).toMatchObject(
      {
        Name: 'Appartement Voltaire',
        Status: 'validated',
        'Purchase order': 1,
      },
    );
    const { messages } = await messagesOf(projectId);
    expect(messages.map((m) => [m.kind, m.state])).toEqual([
      ['erp.registerOrder', 'delivered'],
      ['airtable.upsertProject', 'delivered'],
    ]);
  });

  it('a validation without the ERP leaves the ERP alone; a dropshipping one puts its lines on the dropship route', async () => {
    const without = await projectToValidate('OP-2026-102');
    expect(
      await suite.admin.push('projectValidate', validateArgs(without, { mode: 'withoutErp' })),
    ).toMatchObject(applied);
    const dropship = await projectToValidate('OP-2026-103');
    expect(
      await suite.admin.push('projectValidate', validateArgs(dropship, { mode: 'dropshipping' })),
    ).toMatchObject(applied);
    await suite.deliverAll();
    expect(orderOf(without)).toBeUndefined();
    expect(suite.fakes.airtable.records().some((r) => r['Operation number'] === 'OP-2026-102')).toBe(true);
    const lines = orderOf(dropship)!.lines.filter((line) => line.display_type === false);
    expect(lines.map((line) => line.route_id)).toEqual(lines.map(() => suite.fakes.odoo.dropshipRouteId));
  });

  it('a forced validation sends one chat notice, however often its push is replayed', async () => {
    const projectId = await projectToValidate('OP-2026-104', {
      dates: { start: '2026-04-01', end: '2026-04-02', confirmed: false },
      estimatedDates: {
        delivery: '2026-04-20',
        intervention: null,
        warehousePreparation: null,
        deadline: null,
      },
    });
    const clientID = newClientId();
    const forced = [mutation(1, 'projectValidate', validateArgs(projectId, { force: true }))];
    expect((await push(suite.env, suite.admin.token, clientID, forced)).results[0]).toMatchObject(applied);
    // The same batch again, as after a lost answer: known, not applied a second time.
    expect((await push(suite.env, suite.admin.token, clientID, forced)).results[0]).toMatchObject({
      status: 'skipped',
    });
    const posted = suite.fakes.chat.posts.length;
    await suite.deliverAll();
    const notices = suite.fakes.chat.posts.slice(posted);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toBe(
      'Validation forcée de Appartement Voltaire (OP-2026-104) : la marchandise arrive le 2026-04-20, après la première installation le 2026-04-01. Forcée par Alice Durand.',
    );
  });

  it('regeneration updates the ERP order; once the warehouse prepares, the ERP refuses with the spec text', async () => {
    const projectId = await projectToValidate('OP-2026-105');
    expect(await suite.admin.push('projectValidate', validateArgs(projectId))).toMatchObject(applied);
    await suite.deliverAll();
    const regenerate = () =>
      suite.admin.push('purchaseOrderRegenerate', { id: projectId, purchaseOrderId: uuidv7() });
    expect(await regenerate()).toMatchObject(applied);
    await suite.deliverAll();
    expect(orderOf(projectId)!.origin).toBe('OP-2026-105 #2');

    suite.fakes.odoo.startPreparing(orderOf(projectId)!.id);
    expect(await regenerate()).toMatchObject(applied);
    await suite.deliverAll();
    expect(orderOf(projectId)!.origin).toBe('OP-2026-105 #2');
    const { messages } = await messagesOf(projectId);
    expect(messages.filter((m) => m.kind.startsWith('erp.')).at(-1)).toMatchObject({
      kind: 'erp.updateOrder',
      state: 'dead',
      lastError: 'an error happened; maybe the warehouse started preparing items',
    });
  });

  it('the purchase-order comments reach the ERP order, and a regeneration carries their change', async () => {
    const projectId = await projectToValidate('OP-2026-111', {
      purchaseOrderComments: 'Deliver before 10am.\nCall the concierge.',
    });
    expect(await suite.admin.push('projectValidate', validateArgs(projectId))).toMatchObject(applied);
    await suite.deliverAll();
    expect(orderOf(projectId)).toMatchObject({ note: 'Deliver before 10am.\nCall the concierge.' });
    expect(
      await suite.admin.push('projectUpdate', {
        id: projectId,
        patch: { purchaseOrderComments: 'Side door.' },
      }),
    ).toMatchObject(applied);
    expect(
      await suite.admin.push('purchaseOrderRegenerate', { id: projectId, purchaseOrderId: uuidv7() }),
    ).toMatchObject(applied);
    await suite.deliverAll();
    expect(orderOf(projectId)).toMatchObject({ note: 'Side door.', origin: 'OP-2026-111 #2' });
  });

  it('a validation while the ERP is down waits, visible with its error, and reaches the ERP once it is back', async () => {
    const projectId = await projectToValidate('OP-2026-106');
    suite.fakes.odoo.setDown(true);
    const args = validateArgs(projectId);
    expect(await suite.admin.push('projectValidate', args)).toMatchObject(applied);
    await suite.deliverAll();
    const waiting = (await messagesOf(projectId)).messages.find((m) => m.kind === 'erp.registerOrder');
    expect(waiting).toMatchObject({ state: 'pending', lastError: expect.stringContaining('503') });
    expect(waiting!.attempts).toBeGreaterThan(1);

    suite.fakes.odoo.setDown(false);
    await suite.deliverAll();
    expect(suite.fakes.odoo.created.counts.get(waiting!.id)).toBe(1);
    expect(
      suite.fakes.odoo.orders().filter((o) => o.client_order_ref === odooOrderRef(projectId)),
    ).toHaveLength(1);
  });

  it("reads each line's stock state back from the ERP and stores it on the lines, which every device then pulls", async () => {
    const projectId = await projectToValidate('OP-2026-107');
    const args = validateArgs(projectId);
    expect(await suite.admin.push('projectValidate', args)).toMatchObject(applied);
    const device = newClientId();
    const before = await pullAll(suite.env, suite.admin.token, device);
    const refresh = () =>
      suite.env.app.inject({
        method: 'POST',
        url: `/api/v1/erp/projects/${projectId}/refresh`,
        headers: suite.env.as(suite.admin.token),
      });
    // Not registered yet: every line is missing from the ERP order.
    const unregistered = (await refresh()).json<{ lines: { availability: string }[] }>();
    expect(unregistered.lines.map((line) => line.availability)).toEqual(Array(4).fill('not_found_in_erp'));

    await suite.deliverAll();
    const order = orderOf(projectId)!;
    const productLine = order.lines.find((line) => Array.isArray(line.product_id))!;
    const sku = (productLine.product_id as [number, string])[1].replace('Product ', '');
    suite.fakes.odoo.setLine(order.id, sku, { free_qty_today: 1000 });
    suite.env.clock.advance(60_000);
    const response = await refresh();
    expect(response.statusCode, response.body).toBe(200);
    const after = response.json<{
      purchaseOrderId: string;
      refreshedAt: string;
      lines: { lineId: string; availability: string }[];
    }>();
    expect(after.purchaseOrderId).toBe(args.purchaseOrderId);
    expect(after.lines).toHaveLength(4);
    expect(after.lines.every((line) => line.availability !== 'not_found_in_erp')).toBe(true);
    expect(after.lines.map((line) => line.availability)).toContain('available_in_warehouse');

    // What a device that had synced before learns at its next pull.
    const { rows } = await pullAll(suite.env, suite.admin.token, device, before.last.cookie);
    const pulledLines = live(rows, 'purchaseOrderLines').filter((row) => row.data!.projectId === projectId);
    expect(Object.fromEntries(pulledLines.map((row) => [row.id, row.data!.availability]))).toEqual(
      Object.fromEntries(after.lines.map((line) => [line.lineId, line.availability])),
    );
    expect(rows.get(`purchaseOrders/${args.purchaseOrderId}`)?.data).toMatchObject({
      erpRefreshedAt: after.refreshedAt,
    });

    // The ERP down: a clear refusal, and the stored states stay as they were.
    suite.fakes.odoo.setDown(true);
    const down = await refresh();
    expect(down.statusCode).toBe(502);
    expect(down.json()).toMatchObject({ code: 'erp/unreachable' });
    suite.fakes.odoo.setDown(false);
    expect((await stored(suite.env, 'purchaseOrders', args.purchaseOrderId))?.erpRefreshedAt).toBe(
      after.refreshedAt,
    );
  });

  it('refreshes for admins only', async () => {
    const projectId = await projectToValidate('OP-2026-108');
    expect(await suite.admin.push('projectValidate', validateArgs(projectId))).toMatchObject(applied);
    for (const email of [emails.clientAdmin, emails.clientAgent]) {
      const refused = await suite.env.app.inject({
        method: 'POST',
        url: `/api/v1/erp/projects/${projectId}/refresh`,
        headers: suite.env.as(await suite.env.login(email)),
      });
      expect(refused.statusCode).toBe(403);
    }
    const anonymous = await suite.env.app.inject({
      method: 'POST',
      url: `/api/v1/erp/projects/${projectId}/refresh`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(
      (await storedWhere(suite.env, 'purchaseOrderLines', 'projectId', projectId)).map((l) => l.availability),
    ).toEqual(Array(4).fill(null));
  });

  it('the schedule refreshes every validated project registered in the ERP, not one validated without it', async () => {
    const registered = await projectToValidate('OP-2026-109');
    const registeredArgs = validateArgs(registered);
    expect(await suite.admin.push('projectValidate', registeredArgs)).toMatchObject(applied);
    const without = await projectToValidate('OP-2026-110');
    expect(
      await suite.admin.push('projectValidate', validateArgs(without, { mode: 'withoutErp' })),
    ).toMatchObject(applied);
    await suite.deliverAll();
    const order = orderOf(registered)!;
    for (const line of order.lines.filter((l) => Array.isArray(l.product_id)))
      suite.fakes.odoo.setLine(order.id, (line.product_id as [number, string])[1].replace('Product ', ''), {
        free_qty_today: 1000,
      });

    expect(suite.env.app.erpSchedule).not.toBeNull();
    // The seed's validated projects are refreshed too.
    expect(await suite.env.app.erpSchedule!.tick()).toBeGreaterThanOrEqual(1);
    const lines = await storedWhere(suite.env, 'purchaseOrderLines', 'projectId', registered);
    expect(lines.map((line) => line.availability)).toEqual(Array(4).fill('available_in_warehouse'));
    expect((await stored(suite.env, 'purchaseOrders', registeredArgs.purchaseOrderId))?.erpRefreshedAt).toBe(
      suite.env.clock.now().toISOString(),
    );
    const untouched = await storedWhere(suite.env, 'purchaseOrderLines', 'projectId', without);
    expect(untouched.map((line) => line.availability)).toEqual(Array(4).fill(null));
    // Nor by hand: the ERP holds nothing of that order.
    const refused = await suite.env.app.inject({
      method: 'POST',
      url: `/api/v1/erp/projects/${without}/refresh`,
      headers: suite.env.as(suite.admin.token),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'erp/not_registered' });
  });

  it('the schedule runs once per period across instances on one database: the others skip it', async () => {
    const period = suite.env.app.config.outbox.erpRefreshMs;
    // A second instance's schedule: the same database and clock, its own timer.
    const other = createLineStatesSchedule({
      db: suite.env.db,
      erp: suite.env.app.erp!,
      clock: suite.env.clock.clock,
      log: suite.env.app.log,
      intervalMs: period,
    });
    const ran = async () => {
      const rounds = await Promise.all([
        suite.env.app.erpSchedule!.tickOncePerPeriod(),
        other.tickOncePerPeriod(),
      ]);
      return rounds.filter((round) => round !== null).length;
    };
    expect(await ran()).toBe(1);
    // The same period again, as a late timer would: nobody runs it.
    expect(await ran()).toBe(0);
    suite.env.clock.advance(period);
    expect(await ran()).toBe(1);
  });
});
