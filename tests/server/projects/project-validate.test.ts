import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../../src/domain/ids';
import { createMemoryTransaction, executeMutation, type MemoryStore } from '../../../src/domain/mutators';
import { verificationCardId } from '../../../src/domain/projects';
import { purchaseOrdersInVerification } from '../interventions/install-helpers';
import { mutation, newClientId, push } from '../sync/sync-helpers';
import {
  applied,
  emails,
  everyRow,
  installerDevice,
  projectIn,
  refused,
  stored,
  storedWhere,
  userDevice,
  validateArgs,
  type Device,
  officeSuite,
} from './office-helpers';

/*
 * Validating a project (spec section 4, contract-11) through the real push: the office's one
 * move that writes a purchase order's first version, the verification intervention and a card per
 * ordered line; refused to everyone else with nothing changed; applied once however often replayed.
 */

const suite = officeSuite();

describe('projectValidate', () => {
  it('makes purchase order version 1, the verification intervention and one card per ordered line', async () => {
    const { projectId, lineIds } = await projectIn(suite.devices(), suite.furniture, 'validation');
    const args = validateArgs(projectId, { mode: 'withoutErp' });
    expect(await suite.admin.push('projectValidate', args)).toMatchObject(applied);

    const project = await stored(suite.env, 'projects', projectId);
    expect(project).toMatchObject({ status: 'validated', validatedAt: '2026-03-02T09:00:00.000Z' });
    const order = await stored(suite.env, 'purchaseOrders', args.purchaseOrderId);
    expect(order).toMatchObject({
      projectId,
      number: 1,
      mode: 'withoutErp',
      reason: 'validate',
      interventionId: args.interventionId,
    });
    expect(order?.lines.map((line) => line.lineId).sort()).toEqual([...lineIds].sort());
    const lines = await storedWhere(suite.env, 'purchaseOrderLines', 'projectId', projectId);
    for (const item of order?.lines ?? []) {
      const line = lines.find((candidate) => candidate.id === item.lineId)!;
      const catalogue = suite.furniture.find((candidate) => candidate.id === line.furnitureId)!;
      expect(item).toMatchObject({
        furnitureId: line.furnitureId,
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
        sku: catalogue.sku,
        name: catalogue.name,
        change: null,
      });
    }
    expect(await stored(suite.env, 'interventions', args.interventionId)).toMatchObject({
      projectId,
      step: 'verification',
    });
    const cards = await storedWhere(suite.env, 'verificationCards', 'interventionId', args.interventionId);
    expect(cards.map((card) => card.id).sort()).toEqual(
      lineIds.map((lineId) => verificationCardId(args.interventionId, lineId)).sort(),
    );
    expect(cards.every((card) => !card.checked && card.quantityChecked === 0)).toBe(true);
  });

  it('works for the installer link: the installer checks a card of the new order', async () => {
    const { projectId, lineIds } = await projectIn(suite.devices(), suite.furniture, 'validation');
    const args = validateArgs(projectId);
    expect(await suite.admin.push('projectValidate', args)).toMatchObject(applied);
    const installer = await installerDevice(suite.env, suite.admin.token, projectId);
    const cardId = verificationCardId(args.interventionId, lineIds[0]!);
    expect(
      await installer.push('verificationCardUpdate', {
        id: cardId,
        patch: { checked: true, quantityChecked: 1 },
      }),
    ).toMatchObject(applied);
    expect(await stored(suite.env, 'verificationCards', cardId)).toMatchObject({
      checked: true,
      quantityChecked: 1,
    });
  });

  it('makes on the device the same rows the server makes (ids derived from the args)', async () => {
    const { projectId } = await projectIn(suite.devices(), suite.furniture, 'validation');
    const store: MemoryStore = new Map();
    const project = await stored(suite.env, 'projects', projectId);
    store.set('projects', new Map([[projectId, project as Record<string, unknown>]]));
    // The office's device holds the client, whose multiplier prices what the client is charged.
    const client = await stored(suite.env, 'clients', project!.clientId);
    store.set('clients', new Map([[project!.clientId, client as Record<string, unknown>]]));
    for (const entity of ['rooms', 'purchaseOrderLines'] as const) {
      const rows = await storedWhere(suite.env, entity, 'projectId', projectId);
      store.set(entity, new Map(rows.map((row) => [row.id, row as Record<string, unknown>])));
    }
    store.set(
      'furniture',
      new Map(suite.furniture.map((item) => [item.id, item as Record<string, unknown>])),
    );
    const args = validateArgs(projectId);
    const actor = {
      kind: 'user',
      userId: uuidv7(),
      role: 'admin',
      clientId: null,
      clientRole: null,
      businessReferrerId: null,
      businessReferrerRole: null,
    } as const;
    const device = createMemoryTransaction(store, actor, '2026-03-02T09:00:00.000Z');
    expect(await executeMutation(device, 'projectValidate', args)).toEqual({ status: 'applied' });
    expect(await suite.admin.push('projectValidate', args)).toMatchObject(applied);
    const server = await storedWhere(suite.env, 'verificationCards', 'interventionId', args.interventionId);
    expect([...(store.get('verificationCards')?.keys() ?? [])].sort()).toEqual(
      server.map((card) => card.id).sort(),
    );
    expect(store.get('purchaseOrders')?.get(args.purchaseOrderId)).toMatchObject({
      lines: (await stored(suite.env, 'purchaseOrders', args.purchaseOrderId))?.lines,
    });
  });

  it('is refused to every other role, with nothing changed', async () => {
    const { projectId } = await projectIn(suite.devices(), suite.furniture, 'validation');
    const [seeded] = await purchaseOrdersInVerification(suite.env);
    const others: Array<[string, Device, string]> = [
      ['client admin', await userDevice(suite.env, emails.clientAdmin), 'auth/forbidden'],
      ['client agent (its creator)', suite.agent, 'auth/forbidden'],
      ['business referrer', await userDevice(suite.env, emails.referrer), 'not_found'],
      [
        'installer of another order',
        await installerDevice(suite.env, suite.admin.token, seeded!.id),
        'not_found',
      ],
    ];
    const before = await everyRow(suite.env);
    for (const [role, device, code] of others) {
      expect(await device.push('projectValidate', validateArgs(projectId)), role).toMatchObject(
        refused(code),
      );
    }
    expect(await everyRow(suite.env)).toEqual(before);
  });

  it('is applied once when the same mutation is pushed again, alone or in a replayed batch', async () => {
    const { projectId } = await projectIn(suite.devices(), suite.furniture, 'validation');
    const args = validateArgs(projectId);
    const clientID = newClientId();
    const batch = [
      mutation(1, 'projectValidate', args),
      mutation(2, 'projectUpdate', { id: projectId, patch: { note: 'Livraison le matin' } }),
    ];
    const first = await push(suite.env, suite.admin.token, clientID, batch.slice(0, 1));
    expect(first.results).toMatchObject([applied]);
    const replayed = await push(suite.env, suite.admin.token, clientID, batch);
    expect(replayed.results).toMatchObject([{ status: 'skipped' }, applied]);
    expect(await push(suite.env, suite.admin.token, clientID, batch)).toMatchObject({ lastMutationID: 2 });
    expect(await storedWhere(suite.env, 'purchaseOrders', 'projectId', projectId)).toHaveLength(1);
    expect(await storedWhere(suite.env, 'interventions', 'projectId', projectId)).toHaveLength(1);
    const cards = await storedWhere(suite.env, 'verificationCards', 'projectId', projectId);
    expect(cards).toHaveLength(4);
    // Another device sending the same validation (queued offline twice) is refused with its reason.
    expect(
      await userDevice(suite.env, emails.admin).then((other) => other.push('projectValidate', args)),
    ).toMatchObject(refused('project/already_validated'));
    expect(await storedWhere(suite.env, 'verificationCards', 'projectId', projectId)).toHaveLength(4);
  });

  it('never overwrites: an order or intervention id already taken is refused, the project stays in validation', async () => {
    const { projectId } = await projectIn(suite.devices(), suite.furniture, 'validation');
    const [seeded] = await purchaseOrdersInVerification(suite.env);
    const [seededOrder] = await storedWhere(suite.env, 'purchaseOrders', 'projectId', seeded!.id);
    const before = await everyRow(suite.env);
    expect(
      await suite.admin.push(
        'projectValidate',
        validateArgs(projectId, { purchaseOrderId: seededOrder!.id }),
      ),
    ).toMatchObject(refused('conflict'));
    expect(
      await suite.admin.push(
        'projectValidate',
        validateArgs(projectId, { interventionId: seeded!.intervention.id }),
      ),
    ).toMatchObject(refused('conflict'));
    expect(await everyRow(suite.env)).toEqual(before);
    expect(await stored(suite.env, 'purchaseOrders', seededOrder!.id)).toEqual(seededOrder);
    expect(await stored(suite.env, 'projects', projectId)).toMatchObject({ status: 'validation' });
  });

  it('asks for a force when the merchandise arrives after the first installation', async () => {
    const { projectId } = await projectIn(suite.devices(), suite.furniture, 'validation');
    expect(
      await suite.admin.push('projectUpdate', {
        id: projectId,
        patch: { estimatedDates: { delivery: '2026-04-20', intervention: '2026-04-10' } },
      }),
    ).toMatchObject(applied);
    const before = await everyRow(suite.env);
    expect(await suite.admin.push('projectValidate', validateArgs(projectId))).toMatchObject(
      refused('project/dates_conflict'),
    );
    expect(await everyRow(suite.env)).toEqual(before);
    expect(await suite.admin.push('projectValidate', validateArgs(projectId, { force: true }))).toMatchObject(
      applied,
    );
    expect(await stored(suite.env, 'projects', projectId)).toMatchObject({ status: 'validated' });
  });

  it('is refused from any status but validation, and for an empty quote', async () => {
    const quoted = await projectIn(suite.devices(), suite.furniture, 'quotation');
    expect(await suite.admin.push('projectValidate', validateArgs(quoted.projectId))).toMatchObject(
      refused('conflict'),
    );
    const emptied = await projectIn(suite.devices(), suite.furniture, 'validation');
    for (const id of emptied.lineIds)
      expect(await suite.admin.push('lineRemove', { id })).toMatchObject(applied);
    expect(await suite.admin.push('projectValidate', validateArgs(emptied.projectId))).toMatchObject(
      refused('project/empty'),
    );
    expect(await stored(suite.env, 'projects', emptied.projectId)).toMatchObject({ status: 'validation' });
  });
});

describe('the status machine once validated', () => {
  it('refuses to put a validated project back in draft, with its reason; cancels it; then moves it no more', async () => {
    const { projectId } = await projectIn(suite.devices(), suite.furniture, 'validated');
    expect(
      await suite.admin.push('projectTransition', { id: projectId, action: 'putInDraft' }),
    ).toMatchObject(refused('project/already_validated'));
    expect(await stored(suite.env, 'projects', projectId)).toMatchObject({ status: 'validated' });
    for (const device of [suite.agent, await userDevice(suite.env, emails.clientAdmin)]) {
      expect(await device.push('projectTransition', { id: projectId, action: 'cancel' })).toMatchObject(
        refused('auth/forbidden'),
      );
    }
    expect(await suite.admin.push('projectTransition', { id: projectId, action: 'cancel' })).toMatchObject(
      applied,
    );
    expect(await stored(suite.env, 'projects', projectId)).toMatchObject({ status: 'cancelled' });
    expect(await suite.admin.push('projectTransition', { id: projectId, action: 'complete' })).toMatchObject(
      refused('project/cancelled'),
    );
  });

  it('no longer validates through projectTransition: the purchase order has its own mutator', async () => {
    const { projectId } = await projectIn(suite.devices(), suite.furniture, 'validation');
    expect(await suite.admin.push('projectTransition', { id: projectId, action: 'validate' })).toMatchObject(
      refused('validation'),
    );
  });
});
