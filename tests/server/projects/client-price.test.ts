import { describe, expect, it } from 'vitest';
import type { Project } from '../../../src/domain/entities/project.schema';
import { projectQuoteTotals } from '../../../src/domain/pricing';
import { live, newClientId, pullAll } from '../sync/sync-helpers';
import {
  applied,
  emails,
  everyRow,
  officeSuite,
  otherRoles,
  projectIn,
  refused,
  stored,
  storedWhere,
} from './office-helpers';

/*
 * The office's change to the client price through the real push: an adjustment or a final price,
 * one at a time and each with its reason, set and cleared by the office alone; the client pulls the
 * figure and the reason.
 */

const suite = officeSuite();

async function totalOf(projectId: string) {
  const project = await stored(suite.env, 'projects', projectId);
  const rooms = await storedWhere(suite.env, 'rooms', 'projectId', projectId);
  const lines = await storedWhere(suite.env, 'purchaseOrderLines', 'projectId', projectId);
  return projectQuoteTotals(project!, rooms, lines, 1, 28, []).total;
}

const finalPrice = { clientPriceOverrideCents: 123_400, clientPriceReason: 'Forfait négocié' };

describe('the office sets the client price', () => {
  it('sets a final price with its reason, the client pulls both, and clears it back to the computed price', async () => {
    const { projectId } = await projectIn(suite.devices(), suite.furniture, 'quotation');
    const computed = await totalOf(projectId);
    expect(await suite.admin.push('projectUpdate', { id: projectId, patch: finalPrice })).toMatchObject(
      applied,
    );
    expect(await totalOf(projectId)).toEqual({
      exclVatCents: 123_400,
      vatCents: 24_680,
      inclVatCents: 148_080,
    });

    const { rows } = await pullAll(suite.env, await suite.env.login(emails.clientAgent), newClientId());
    const pulled = live(rows, 'projects').find((row) => row.id === projectId)?.data as Project;
    expect(pulled).toMatchObject(finalPrice);

    const cleared = { clientPriceAdjustmentCents: 0, clientPriceOverrideCents: null, clientPriceReason: '' };
    expect(await suite.admin.push('projectUpdate', { id: projectId, patch: cleared })).toMatchObject(applied);
    expect(await totalOf(projectId)).toEqual(computed);
  });

  it('sets an adjustment with its reason, which moves the total by that much', async () => {
    const { projectId } = await projectIn(suite.devices(), suite.furniture, 'quotation');
    const computed = await totalOf(projectId);
    const patch = { clientPriceAdjustmentCents: -5_000, clientPriceReason: 'Remise fidélité' };
    expect(await suite.admin.push('projectUpdate', { id: projectId, patch })).toMatchObject(applied);
    expect((await totalOf(projectId)).exclVatCents).toBe(computed.exclVatCents - 5_000);
    expect(await stored(suite.env, 'projects', projectId)).toMatchObject(patch);
  });

  it.each([
    [
      'a change without a reason',
      { clientPriceOverrideCents: 1_000 },
      'project/price_reason_required',
      'clientPriceReason',
    ],
    [
      'a blank reason',
      { clientPriceAdjustmentCents: 500, clientPriceReason: '  ' },
      'project/price_reason_required',
      'clientPriceReason',
    ],
    [
      'an adjustment and a final price at once',
      { clientPriceAdjustmentCents: 500, clientPriceOverrideCents: 1_000, clientPriceReason: 'Les deux' },
      'project/price_both_set',
      'clientPriceOverrideCents',
    ],
    [
      'a negative final price',
      { clientPriceOverrideCents: -1, clientPriceReason: 'x' },
      'validation',
      'clientPriceOverrideCents',
    ],
    [
      'a fractional adjustment',
      { clientPriceAdjustmentCents: 10.5, clientPriceReason: 'x' },
      'validation',
      'clientPriceAdjustmentCents',
    ],
    [
      'a reason too long',
      { clientPriceOverrideCents: 1_000, clientPriceReason: 'x'.repeat(1001) },
      'validation',
      'clientPriceReason',
    ],
  ])('refuses %s with its detail, nothing changed', async (_, patch, code, field) => {
    const { projectId } = await projectIn(suite.devices(), suite.furniture, 'quotation');
    const before = await everyRow(suite.env);
    const result = await suite.admin.push('projectUpdate', { id: projectId, patch });
    expect(result).toMatchObject(refused(code));
    expect(result.status === 'rejected' ? result.error.detail : '').toContain(field);
    expect(await everyRow(suite.env)).toEqual(before);
  });

  it('refuses everyone but the office, nothing changed', async () => {
    // The client's own draft, which it may edit otherwise: the price fields are still not its own.
    const draft = await projectIn(suite.devices(), suite.furniture, 'draft');
    const ordered = await projectIn(suite.devices(), suite.furniture, 'validated');
    const before = await everyRow(suite.env);
    for (const [role, device, code] of await otherRoles(suite, ordered.projectId)) {
      const id = role.startsWith('installer') ? ordered.projectId : draft.projectId;
      expect(await device.push('projectUpdate', { id, patch: finalPrice }), role).toMatchObject(
        refused(code),
      );
    }
    expect(await everyRow(suite.env)).toEqual(before);
  });
});
