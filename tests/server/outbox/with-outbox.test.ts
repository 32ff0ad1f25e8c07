import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/client';
import { outboundMessages } from '../../../server/db/schema';
import { withOutbox } from '../../../server/outbox/with-outbox';
import { createMemoryTransaction, type MemoryStore } from '../../../src/domain/mutators/memory-transaction';
import type { Actor } from '../../../src/domain/mutators/transaction';
import { createTestDatabase, truncateAll } from '../support/test-app';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(() => truncateAll(database.db));

const now = '2026-03-02T09:00:00.000Z';
const ids = {
  project: '0190a0b0-0000-7000-8000-000000000001',
  client: '0190a0b0-0000-7000-8000-000000000002',
  user: '0190a0b0-0000-7000-8000-000000000003',
  po1: '0190a0b0-0000-7000-8000-000000000004',
  po2: '0190a0b0-0000-7000-8000-000000000005',
  line: '0190a0b0-0000-7000-8000-000000000006',
  room: '0190a0b0-0000-7000-8000-000000000007',
  intervention: '0190a0b0-0000-7000-8000-000000000008',
};
const actor: Actor = {
  kind: 'user',
  userId: ids.user,
  role: 'admin',
  clientId: null,
  clientRole: null,
  businessReferrerId: null,
  businessReferrerRole: null,
};

function store(lineDate: string | null, operationNumber = 'OP-2026-042'): MemoryStore {
  const row = (values: Record<string, unknown>) => ({ createdAt: now, updatedAt: now, ...values });
  return new Map([
    [
      'projects',
      new Map([
        [
          ids.project,
          row({
            id: ids.project,
            name: 'Loft Rivoli',
            operationNumber,
            clientId: ids.client,
            creatorId: ids.user,
            dates: { start: '2026-04-01', end: '2026-04-03', confirmed: false },
          }),
        ],
      ]),
    ],
    ['clients', new Map([[ids.client, row({ id: ids.client, name: 'Maison Rivoli', isCompany: true })]])],
    [
      'users',
      new Map([
        [ids.user, row({ id: ids.user, email: 'office@fitout.test', firstName: 'Léa', lastName: 'Martin' })],
      ]),
    ],
    [
      'purchaseOrderLines',
      new Map([[ids.line, row({ id: ids.line, projectId: ids.project, availabilityDate: lineDate })]]),
    ],
  ]);
}

function purchaseOrder(id: string, mode: string, number = 1) {
  return {
    id,
    createdAt: now,
    updatedAt: now,
    projectId: ids.project,
    number,
    mode,
    reason: number === 1 ? 'validate' : 'regenerate',
    createdById: ids.user,
    interventionId: ids.intervention,
    lines: [
      {
        lineId: ids.line,
        roomId: ids.room,
        roomName: 'Living room',
        furnitureId: null,
        moduleId: null,
        name: 'Sofa',
        sku: 'SOFA-1',
        quantity: 2,
        unitPriceCents: 45_000,
        clientUnitPriceCents: 67_500,
        vatRateBp: 2000,
        notes: '',
        change: null,
      },
    ],
  };
}

/**
 * Runs a stand-in for the mutator: it writes the purchase order version through the wrapped
 * Transaction, then the project as a validation leaves it (unless told not to).
 */
async function apply(
  name: string,
  args: Record<string, unknown>,
  written: Record<string, unknown>,
  options: { lineDate?: string | null; refuse?: boolean; validated?: boolean; memory?: MemoryStore } = {},
) {
  const memory = options.memory ?? store(options.lineDate ?? null);
  const inner = createMemoryTransaction(memory, actor, now, 'server');
  await database.db
    .transaction(async (sqlTx) => {
      const tx = withOutbox(inner, sqlTx, { id: 1, name, args, createdAt: now }, { chatLanguage: 'fr' });
      await tx.insert('purchaseOrders', written as { id: string });
      if (options.validated !== false) {
        const project = await tx.get('projects', ids.project);
        await tx.put('projects', { ...project!, id: ids.project, status: 'validated', validatedAt: now });
      }
      if (options.refuse === true) throw new Error('refused after writing');
    })
    .catch((error: unknown) => {
      if (options.refuse !== true) throw error;
    });
  return database.db.select().from(outboundMessages).orderBy(asc(outboundMessages.seq));
}

const validate = (mode: string, force?: boolean) => ({
  id: ids.project,
  mode,
  purchaseOrderId: ids.po1,
  interventionId: ids.intervention,
  ...(force === undefined ? {} : { force }),
});

describe('the outside calls a pushed mutation enqueues', () => {
  it('a normal validation: the ERP registration of its purchase order and the Airtable card', async () => {
    const rows = await apply('projectValidate', validate('normal'), purchaseOrder(ids.po1, 'normal'));
    expect(rows.map((r) => [r.kind, r.target, r.projectId, r.orderingKey, r.state])).toEqual([
      ['erp.registerOrder', 'erp', ids.project, `erp:${ids.project}`, 'pending'],
      ['airtable.upsertProject', 'airtable', ids.project, `airtable:${ids.project}`, 'pending'],
    ]);
    expect(rows[0]!.payload).toEqual({
      projectId: ids.project,
      reference: 'OP-2026-042',
      customer: { id: ids.client, name: 'Maison Rivoli' },
      purchaseOrderId: ids.po1,
      purchaseOrderNumber: 1,
      mode: 'normal',
      // What the client pays for one, not what it costs.
      lines: [{ lineId: ids.line, sku: 'SOFA-1', name: 'Sofa', quantity: 2, unitPriceCents: 67_500 }],
      charges: [],
      comments: '',
    });
    expect(rows[1]!.payload).toEqual({
      operationNumber: 'OP-2026-042',
      fields: {
        Name: 'Loft Rivoli',
        Status: 'validated',
        Start: '2026-04-01',
        End: '2026-04-03',
        'Purchase order': 1,
        'Validated at': now,
      },
    });
  });

  it('a validation without the ERP: the Airtable card only', async () => {
    const rows = await apply('projectValidate', validate('withoutErp'), purchaseOrder(ids.po1, 'withoutErp'));
    expect(rows.map((r) => r.kind)).toEqual(['airtable.upsertProject']);
  });

  it('a dropshipping validation: the ERP registration in dropshipping mode', async () => {
    const rows = await apply(
      'projectValidate',
      validate('dropshipping'),
      purchaseOrder(ids.po1, 'dropshipping'),
    );
    expect(rows.map((r) => [r.kind, (r.payload as { mode?: string }).mode])).toEqual([
      ['erp.registerOrder', 'dropshipping'],
      ['airtable.upsertProject', undefined],
    ]);
  });

  it('a forced validation over conflicting dates: one chat notice with the project, the dates and who forced it', async () => {
    const rows = await apply('projectValidate', validate('normal', true), purchaseOrder(ids.po1, 'normal'), {
      lineDate: '2026-04-15',
    });
    const notices = rows.filter((r) => r.kind === 'chat.notice');
    expect(notices).toHaveLength(1);
    const text =
      'Validation forcée de Loft Rivoli (OP-2026-042) : la marchandise arrive le 2026-04-15, après la première installation le 2026-04-01. Forcée par Léa Martin.';
    expect(notices[0]!.payload).toEqual({
      text,
      blocks: [{ type: 'section', text: { type: 'mrkdwn', text } }],
    });
  });

  it('no chat notice when nothing was forced, or the dates agree', async () => {
    const unforced = await apply('projectValidate', validate('normal'), purchaseOrder(ids.po1, 'normal'), {
      lineDate: '2026-04-15',
    });
    expect(unforced.some((r) => r.kind === 'chat.notice')).toBe(false);
    await truncateAll(database.db);
    const agreeing = await apply(
      'projectValidate',
      validate('normal', true),
      purchaseOrder(ids.po1, 'normal'),
      {
        lineDate: '2026-03-20',
      },
    );
    expect(agreeing.some((r) => r.kind === 'chat.notice')).toBe(false);
  });

  it('a regeneration: the ERP update of the order with the new version, behind the registration', async () => {
    const rows = await apply(
      'purchaseOrderRegenerate',
      { id: ids.project, purchaseOrderId: ids.po2 },
      purchaseOrder(ids.po2, 'normal', 2),
      { validated: false },
    );
    expect(
      rows.map((r) => [
        r.kind,
        r.orderingKey,
        (r.payload as { purchaseOrderNumber: number }).purchaseOrderNumber,
      ]),
    ).toEqual([['erp.updateOrder', `erp:${ids.project}`, 2]]);
    await truncateAll(database.db);
    const withoutErp = await apply(
      'purchaseOrderRegenerate',
      { id: ids.project, purchaseOrderId: ids.po2 },
      purchaseOrder(ids.po2, 'withoutErp', 2),
      { validated: false },
    );
    expect(withoutErp).toEqual([]);
  });

  it('nothing for other mutations, for another row, or when the mutation is rolled back', async () => {
    const unvalidated = { validated: false };
    expect(
      await apply('projectUpdate', validate('normal'), purchaseOrder(ids.po1, 'normal'), unvalidated),
    ).toEqual([]);
    expect(
      await apply('projectValidate', validate('normal'), purchaseOrder(ids.po2, 'normal'), unvalidated),
    ).toEqual([]);
    expect(
      await apply('projectValidate', validate('normal'), purchaseOrder(ids.po1, 'normal'), { refuse: true }),
    ).toEqual([]);
  });

  it('a project validated without an operation number sends no card, until the office gives it one', async () => {
    const memory = store(null, '');
    const rows = await apply('projectValidate', validate('normal'), purchaseOrder(ids.po1, 'normal'), {
      memory,
    });
    expect(rows.map((r) => r.kind)).toEqual(['erp.registerOrder']);
    const inner = createMemoryTransaction(memory, actor, now, 'server');
    await database.db.transaction(async (sqlTx) => {
      const args = { id: ids.project, patch: { operationNumber: 'OP-2026-043' } };
      const tx = withOutbox(
        inner,
        sqlTx,
        { id: 2, name: 'projectUpdate', args, createdAt: now },
        { chatLanguage: 'fr' },
      );
      const project = await tx.get('projects', ids.project);
      await tx.put('projects', { ...project!, id: ids.project, operationNumber: 'OP-2026-043' });
    });
    const after = await database.db.select().from(outboundMessages).orderBy(asc(outboundMessages.seq));
    expect(after.map((r) => r.kind)).toEqual(['erp.registerOrder', 'airtable.upsertProject']);
    expect(after[1]!.payload).toMatchObject({
      operationNumber: 'OP-2026-043',
      fields: { 'Purchase order': 1 },
    });
  });

  it('an individual client has no card to send', async () => {
    const memory = store(null);
    memory.get('clients')!.set(ids.client, { id: ids.client, name: 'Jean Dupont', isCompany: false });
    const rows = await apply('projectValidate', validate('normal'), purchaseOrder(ids.po1, 'normal'), {
      memory,
    });
    expect(rows.map((r) => r.kind)).toEqual(['erp.registerOrder']);
  });
});
