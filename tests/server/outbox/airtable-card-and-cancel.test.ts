import { describe, expect, it } from 'vitest';
import { odooOrderRef } from '../../../server/integrations/erp/odoo-erp';
import { uuidv7 } from '../../../src/domain/ids';
import type { ProjectMessages } from '../../../src/domain/outbox/outbound-message.schema';
import { applied, projectIn, validateArgs } from '../projects/office-helpers';
import { officeOutboxSuite } from './office-outbox-suite';

/*
 * What Airtable and the ERP hear after the validation: every change of a field the Airtable card
 * holds (coalesced per project), the installation, the cancellation; pushed through the real sync
 * and delivered by the outbox to the fake Airtable and Odoo.
 */

const suite = officeOutboxSuite();

async function validated(operationNumber: string, mode = 'normal') {
  const { projectId } = await projectIn(suite, suite.furniture, 'validation');
  expect(
    await suite.admin.push('projectUpdate', { id: projectId, patch: { operationNumber } }),
  ).toMatchObject(applied);
  expect(await suite.admin.push('projectValidate', validateArgs(projectId, { mode }))).toMatchObject(applied);
  await suite.deliverAll();
  return projectId;
}

async function messagesOf(projectId: string): Promise<ProjectMessages['messages']> {
  const response = await suite.env.app.inject({
    method: 'GET',
    url: `/api/v1/outbox/projects/${projectId}/messages`,
    headers: suite.env.as(suite.admin.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ProjectMessages>().messages;
}

const cardOf = (operationNumber: string) =>
  suite.fakes.airtable.records().find((r) => r['Operation number'] === operationNumber);
const orderOf = (projectId: string) =>
  suite.fakes.odoo.orders().find((o) => o.client_order_ref === odooOrderRef(projectId));
const cardMessages = async (projectId: string) =>
  (await messagesOf(projectId)).filter((m) => m.kind === 'airtable.upsertProject');

describe('Airtable hears every change of the fields its card holds', () => {
  it('later edits of the card fields reach it, coalesced into one message per project while it waits', async () => {
    const projectId = await validated('OP-2026-201');
    expect(cardOf('OP-2026-201')).toMatchObject({ Name: 'Appartement Voltaire', Status: 'validated' });
    expect(await cardMessages(projectId)).toHaveLength(1);

    // Three saves before the outbox runs: one waiting message, holding the last of them.
    for (const name of ['Voltaire A', 'Voltaire B', 'Voltaire C'])
      expect(await suite.admin.push('projectUpdate', { id: projectId, patch: { name } })).toMatchObject(
        applied,
      );
    expect(
      await suite.admin.push('projectUpdate', {
        id: projectId,
        patch: { dates: { start: '2026-05-04', end: '2026-05-06', confirmed: false } },
      }),
    ).toMatchObject(applied);
    expect((await cardMessages(projectId)).map((m) => m.state)).toEqual(['delivered', 'pending']);
    await suite.deliverAll();
    expect(cardOf('OP-2026-201')).toMatchObject({
      Name: 'Voltaire C',
      Start: '2026-05-04',
      End: '2026-05-06',
    });

    // A field the card does not hold changes nothing there.
    expect(
      await suite.admin.push('projectUpdate', { id: projectId, patch: { note: 'Code 1234' } }),
    ).toMatchObject(applied);
    expect(await cardMessages(projectId)).toHaveLength(2);
    expect(
      suite.fakes.airtable.records().filter((r) => r['Operation number'] === 'OP-2026-201'),
    ).toHaveLength(1);
  });

  it('a regeneration and the installation reach it', async () => {
    const projectId = await validated('OP-2026-202');
    expect(
      await suite.admin.push('purchaseOrderRegenerate', { id: projectId, purchaseOrderId: uuidv7() }),
    ).toMatchObject(applied);
    await suite.deliverAll();
    expect(cardOf('OP-2026-202')).toMatchObject({ 'Purchase order': 2, Status: 'validated' });
    expect(await suite.admin.push('projectTransition', { id: projectId, action: 'complete' })).toMatchObject(
      applied,
    );
    await suite.deliverAll();
    expect(cardOf('OP-2026-202')).toMatchObject({ Status: 'done' });
    expect((await cardMessages(projectId)).map((m) => m.state)).toEqual([
      'delivered',
      'delivered',
      'delivered',
    ]);
  });
});

describe('cancelling a validated project tells the ERP and Airtable', () => {
  it('the sale order is cancelled and the card says cancelled', async () => {
    const projectId = await validated('OP-2026-211');
    expect(orderOf(projectId)).toMatchObject({ state: 'sale' });
    expect(await suite.admin.push('projectTransition', { id: projectId, action: 'cancel' })).toMatchObject(
      applied,
    );
    await suite.deliverAll();
    expect(orderOf(projectId)).toMatchObject({ state: 'cancel' });
    expect(cardOf('OP-2026-211')).toMatchObject({ Status: 'cancelled' });
    const erp = (await messagesOf(projectId)).filter((m) => m.target === 'erp');
    expect(erp.map((m) => [m.kind, m.state])).toEqual([
      ['erp.registerOrder', 'delivered'],
      ['erp.cancelOrder', 'delivered'],
    ]);
  });

  it('once the warehouse has started, the ERP refuses with the spec text, and Airtable still hears it', async () => {
    const projectId = await validated('OP-2026-212');
    suite.fakes.odoo.startPreparing(orderOf(projectId)!.id);
    expect(await suite.admin.push('projectTransition', { id: projectId, action: 'cancel' })).toMatchObject(
      applied,
    );
    await suite.deliverAll();
    expect(orderOf(projectId)).toMatchObject({ state: 'sale' });
    expect((await messagesOf(projectId)).find((m) => m.kind === 'erp.cancelOrder')).toMatchObject({
      state: 'dead',
      lastError: 'an error happened; maybe the warehouse started preparing items',
    });
    expect(cardOf('OP-2026-212')).toMatchObject({ Status: 'cancelled' });
  });

  it('a project validated without the ERP has no sale order to cancel: Airtable only', async () => {
    const projectId = await validated('OP-2026-213', 'withoutErp');
    expect(await suite.admin.push('projectTransition', { id: projectId, action: 'cancel' })).toMatchObject(
      applied,
    );
    await suite.deliverAll();
    expect((await messagesOf(projectId)).map((m) => m.kind)).toEqual([
      'airtable.upsertProject',
      'airtable.upsertProject',
    ]);
    expect(cardOf('OP-2026-213')).toMatchObject({ Status: 'cancelled' });
  });
});
