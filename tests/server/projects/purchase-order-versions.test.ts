import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../../src/domain/ids';
import { verificationCardId } from '../../../src/domain/projects';
import { live, newClientId, pullAll } from '../sync/sync-helpers';
import {
  applied,
  emails,
  everyRow,
  installerDevice,
  projectIn,
  refused,
  stored,
  storedWhere,
  validateArgs,
  officeSuite,
  otherRoles,
} from './office-helpers';

/*
 * Unavailability changes and purchase order versions (spec section 4): the office records what it
 * orders instead of a quote line, the line keeps what was quoted, and each regeneration is a new
 * version beside the old ones; the verification cards follow the latest.
 */

const suite = officeSuite();

/** A validated project with lines of quantity 1, 2 and 3 in its first room. */
async function validated() {
  const project = await projectIn(suite.devices(), suite.furniture, 'validation', 3);
  const args = validateArgs(project.projectId);
  expect(await suite.admin.push('projectValidate', args)).toMatchObject(applied);
  return { ...project, interventionId: args.interventionId, firstOrderId: args.purchaseOrderId };
}

describe('lineUnavailability', () => {
  it('records replace, reduce and remove on the line, keeping the quoted furniture, quantity and price', async () => {
    const { lineIds } = await projectIn(suite.devices(), suite.furniture, 'validation', 3);
    const [replaced, reduced, removed] = lineIds as [string, string, string];
    const quoted = await stored(suite.env, 'purchaseOrderLines', replaced);
    const replacement = suite.furniture.find((item) => item.id !== quoted?.furnitureId)!;
    expect(
      await suite.admin.push('lineUnavailability', {
        id: replaced,
        change: 'replace',
        furnitureId: replacement.id,
        certified: true,
      }),
    ).toMatchObject(applied);
    expect(
      await suite.admin.push('lineUnavailability', {
        id: reduced,
        change: 'reduce',
        quantity: 1,
        certified: true,
      }),
    ).toMatchObject(applied);
    expect(
      await suite.admin.push('lineUnavailability', { id: removed, change: 'remove', certified: true }),
    ).toMatchObject(applied);

    expect(await stored(suite.env, 'purchaseOrderLines', replaced)).toEqual({
      ...quoted,
      updatedAt: expect.any(String),
      unavailability: {
        change: 'replace',
        furnitureId: replacement.id,
        // At cost, as the office's catalogue has it (the agent's pull carries its own prices).
        unitPriceCents: (await stored(suite.env, 'furniture', replacement.id))?.priceExclVatCents,
        quantity: null,
      },
    });
    expect(await stored(suite.env, 'purchaseOrderLines', reduced)).toMatchObject({
      quantity: 2,
      unavailability: { change: 'reduce', quantity: 1 },
    });
    expect(await stored(suite.env, 'purchaseOrderLines', removed)).toMatchObject({
      quantity: 3,
      unavailability: { change: 'remove' },
    });
    expect(await suite.admin.push('lineUnavailability', { id: removed, change: 'none' })).toMatchObject(
      applied,
    );
    expect(await stored(suite.env, 'purchaseOrderLines', removed)).toMatchObject({ unavailability: null });
  });

  it('refuses a reduction that reduces nothing, and a change before the stock availability step', async () => {
    const { lineIds } = await projectIn(suite.devices(), suite.furniture, 'validation', 3);
    expect(
      await suite.admin.push('lineUnavailability', {
        id: lineIds[0],
        change: 'reduce',
        quantity: 1,
        certified: true,
      }),
    ).toMatchObject(refused('validation'));
    const quoted = await projectIn(suite.devices(), suite.furniture, 'quotation');
    expect(
      await suite.admin.push('lineUnavailability', {
        id: quoted.lineIds[0],
        change: 'remove',
        certified: true,
      }),
    ).toMatchObject(refused('conflict'));
  });

  it('refuses a manual stock change the office has not certified, with nothing changed', async () => {
    const { lineIds } = await projectIn(suite.devices(), suite.furniture, 'validation', 3);
    const replacement = suite.furniture.find((item) => item.id !== suite.furniture[0]!.id)!;
    const before = await everyRow(suite.env);
    for (const args of [
      { id: lineIds[0], change: 'replace', furnitureId: replacement.id },
      { id: lineIds[1], change: 'reduce', quantity: 1, certified: false },
      { id: lineIds[2], change: 'remove' },
    ])
      expect(await suite.admin.push('lineUnavailability', args), args.change).toMatchObject(
        refused('purchase_order/certification_required'),
      );
    expect(await everyRow(suite.env)).toEqual(before);
    // Back to the line as quoted is no stock handling.
    expect(await suite.admin.push('lineUnavailability', { id: lineIds[2], change: 'none' })).toMatchObject(
      applied,
    );
  });

  it('is refused to every other role, with nothing changed', async () => {
    const { projectId, lineIds } = await validated();
    const others = await otherRoles(suite, projectId);
    const before = await everyRow(suite.env);
    for (const [role, device, code] of others)
      expect(
        await device.push('lineUnavailability', { id: lineIds[1], change: 'remove', certified: true }),
        role,
      ).toMatchObject(refused(code));
    expect(await everyRow(suite.env)).toEqual(before);
  });
});

describe('purchaseOrderRegenerate', () => {
  it('makes version 2 with the unavailability changes, keeps version 1 as it was, and the cards follow', async () => {
    const { projectId, lineIds, interventionId, firstOrderId } = await validated();
    const [replaced, reduced, removed] = lineIds as [string, string, string];
    const first = await stored(suite.env, 'purchaseOrders', firstOrderId);
    const replacement = suite.furniture.at(-1)!;
    expect(
      await suite.admin.push('lineUnavailability', {
        id: replaced,
        change: 'replace',
        furnitureId: replacement.id,
        certified: true,
      }),
    ).toMatchObject(applied);
    expect(
      await suite.admin.push('lineUnavailability', {
        id: reduced,
        change: 'reduce',
        quantity: 1,
        certified: true,
      }),
    ).toMatchObject(applied);
    expect(
      await suite.admin.push('lineUnavailability', { id: removed, change: 'remove', certified: true }),
    ).toMatchObject(applied);
    const secondId = uuidv7();
    expect(
      await suite.admin.push('purchaseOrderRegenerate', { id: projectId, purchaseOrderId: secondId }),
    ).toMatchObject(applied);

    expect(await stored(suite.env, 'purchaseOrders', firstOrderId)).toEqual(first);
    const second = await stored(suite.env, 'purchaseOrders', secondId);
    expect(second).toMatchObject({ number: 2, reason: 'regenerate', mode: 'normal', interventionId });
    const item = (lineId: string) => second?.lines.find((line) => line.lineId === lineId);
    expect(item(replaced)).toMatchObject({
      furnitureId: replacement.id,
      name: replacement.name,
      sku: replacement.sku,
      unitPriceCents: (await stored(suite.env, 'furniture', replacement.id))?.priceExclVatCents,
      change: 'replace',
    });
    expect(item(reduced)).toMatchObject({ quantity: 1, change: 'reduce' });
    expect(item(removed)).toBeUndefined();
    expect(second?.lines).toHaveLength(first!.lines.length - 1);

    const cards = await storedWhere(suite.env, 'verificationCards', 'interventionId', interventionId);
    expect(cards.find((card) => card.lineId === removed)).toBeUndefined();
    expect(cards.find((card) => card.lineId === reduced)).toMatchObject({
      id: verificationCardId(interventionId, reduced),
      quantityAsked: 1,
    });
    expect(cards).toHaveLength(second!.lines.length);

    const thirdId = uuidv7();
    expect(
      await suite.admin.push('purchaseOrderRegenerate', { id: projectId, purchaseOrderId: thirdId }),
    ).toMatchObject(applied);
    const versions = await storedWhere(suite.env, 'purchaseOrders', 'projectId', projectId);
    expect(versions.map((order) => order.number).sort()).toEqual([1, 2, 3]);
    expect(await stored(suite.env, 'purchaseOrders', secondId)).toEqual(second);
  });

  it('is refused once the warehouse has started (a card checked), with nothing changed', async () => {
    const { projectId, lineIds, interventionId } = await validated();
    const installer = await installerDevice(suite.env, suite.admin.token, projectId);
    expect(
      await installer.push('verificationCardUpdate', {
        id: verificationCardId(interventionId, lineIds[0]!),
        patch: { checked: true, quantityChecked: 1 },
      }),
    ).toMatchObject(applied);
    const before = await everyRow(suite.env);
    expect(
      await suite.admin.push('purchaseOrderRegenerate', { id: projectId, purchaseOrderId: uuidv7() }),
    ).toMatchObject(refused('purchase_order/preparation_started'));
    expect(await everyRow(suite.env)).toEqual(before);
  });

  it('is refused before the validation, and a version id already taken is never overwritten', async () => {
    const accepted = await projectIn(suite.devices(), suite.furniture, 'validation');
    expect(
      await suite.admin.push('purchaseOrderRegenerate', {
        id: accepted.projectId,
        purchaseOrderId: uuidv7(),
      }),
    ).toMatchObject(refused('purchase_order/none'));
    const { projectId, firstOrderId } = await validated();
    const first = await stored(suite.env, 'purchaseOrders', firstOrderId);
    expect(
      await suite.admin.push('purchaseOrderRegenerate', { id: projectId, purchaseOrderId: firstOrderId }),
    ).toMatchObject(refused('conflict'));
    expect(await stored(suite.env, 'purchaseOrders', firstOrderId)).toEqual(first);
    expect(await storedWhere(suite.env, 'purchaseOrders', 'projectId', projectId)).toHaveLength(1);
  });

  it('is refused to every other role, with nothing changed', async () => {
    const { projectId } = await validated();
    const others = await otherRoles(suite, projectId);
    const before = await everyRow(suite.env);
    for (const [role, device, code] of others)
      expect(
        await device.push('purchaseOrderRegenerate', { id: projectId, purchaseOrderId: uuidv7() }),
        role,
      ).toMatchObject(refused(code));
    expect(await everyRow(suite.env)).toEqual(before);
  });

  it('is not sent to clients: only the office pulls purchase orders', async () => {
    const { projectId } = await validated();
    for (const email of [emails.clientAdmin, emails.clientAgent]) {
      const { rows } = await pullAll(suite.env, await suite.env.login(email), newClientId());
      expect(live(rows, 'projects').some((row) => row.id === projectId)).toBe(true);
      expect(live(rows, 'purchaseOrders')).toEqual([]);
    }
  });
});
