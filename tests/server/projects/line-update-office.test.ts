import { describe, expect, it } from 'vitest';
import { projectQuoteTotals } from '../../../src/domain/pricing';
import {
  applied,
  emails,
  everyRow,
  installerDevice,
  officeSuite,
  projectIn,
  refused,
  stored,
  storedWhere,
  userDevice,
  type Device,
} from './office-helpers';

/*
 * The office's fields of a quote line (notes, unit price, VAT rate) through the real push: the
 * office's only, while the quote is not ordered, and the quote's totals follow.
 */

const suite = officeSuite();

async function totalsOf(projectId: string) {
  const project = await stored(suite.env, 'projects', projectId);
  const rooms = await storedWhere(suite.env, 'rooms', 'projectId', projectId);
  const lines = await storedWhere(suite.env, 'purchaseOrderLines', 'projectId', projectId);
  return projectQuoteTotals(project!, rooms, lines, 1, 28, []).total;
}

describe('lineUpdateOffice', () => {
  it('sets the notes, price and VAT of a line, and the quote total follows', async () => {
    const { projectId, lineIds } = await projectIn(suite, suite.furniture, 'quotation');
    const lineId = lineIds[0]!;
    const before = await stored(suite.env, 'purchaseOrderLines', lineId);
    const totalBefore = await totalsOf(projectId);
    expect(
      await suite.admin.push('lineUpdateOffice', {
        id: lineId,
        notes: 'Livrer avant 9 h',
        unitPriceCents: before!.unitPriceCents + 10_000,
        vatRateBp: 1000,
      }),
    ).toMatchObject(applied);
    expect(await stored(suite.env, 'purchaseOrderLines', lineId)).toMatchObject({
      notes: 'Livrer avant 9 h',
      unitPriceCents: before!.unitPriceCents + 10_000,
      vatRateBp: 1000,
      quantity: before!.quantity,
      furnitureId: before!.furnitureId,
    });
    const totalAfter = await totalsOf(projectId);
    // The first line has quantity 1 in a room of one copy: 100.00 more, excluding VAT.
    expect(totalAfter.exclVatCents).toBe(totalBefore.exclVatCents + 10_000);
    expect(totalAfter.vatCents).not.toBe(totalBefore.vatCents);
  });

  it('saves one field alone, leaving the others as they were', async () => {
    const { lineIds } = await projectIn(suite, suite.furniture, 'draft');
    const before = await stored(suite.env, 'purchaseOrderLines', lineIds[1]!);
    expect(
      await suite.admin.push('lineUpdateOffice', { id: lineIds[1], notes: 'Coloris gris' }),
    ).toMatchObject(applied);
    expect(await stored(suite.env, 'purchaseOrderLines', lineIds[1]!)).toEqual({
      ...before,
      notes: 'Coloris gris',
      updatedAt: expect.any(String),
    });
  });

  it.each([
    ['a negative price', { unitPriceCents: -1 }, 'unitPriceCents'],
    ['a fractional price', { unitPriceCents: 10.5 }, 'unitPriceCents'],
    ['a VAT rate over 100 %', { vatRateBp: 10_001 }, 'vatRateBp'],
    ['a negative VAT rate', { vatRateBp: -100 }, 'vatRateBp'],
    ['notes too long', { notes: 'x'.repeat(5001) }, 'notes'],
    ['nothing to change', {}, ''],
    ['a field that is not the office’s', { quantity: 3 }, ''],
  ])('refuses %s with its detail, nothing changed', async (_, fields, field) => {
    const { lineIds } = await projectIn(suite, suite.furniture, 'quotation');
    const before = await everyRow(suite.env);
    const result = await suite.admin.push('lineUpdateOffice', { id: lineIds[0], ...fields });
    expect(result).toMatchObject(refused('validation'));
    const detail = result.status === 'rejected' ? result.error.detail : '';
    expect(detail).not.toBe('');
    if (field !== '') expect(detail).toContain(field);
    expect(await everyRow(suite.env)).toEqual(before);
  });

  it('is refused once the project is validated, with its reason, nothing changed', async () => {
    const { lineIds } = await projectIn(suite, suite.furniture, 'validated');
    const before = await everyRow(suite.env);
    expect(await suite.admin.push('lineUpdateOffice', { id: lineIds[0], unitPriceCents: 1 })).toMatchObject(
      refused('project/already_validated'),
    );
    expect(await everyRow(suite.env)).toEqual(before);
  });

  it('is refused on a cancelled project', async () => {
    const { projectId, lineIds } = await projectIn(suite, suite.furniture, 'quotation');
    expect(await suite.admin.push('projectTransition', { id: projectId, action: 'cancel' })).toMatchObject(
      applied,
    );
    expect(await suite.admin.push('lineUpdateOffice', { id: lineIds[0], notes: 'Trop tard' })).toMatchObject(
      refused('project/cancelled'),
    );
  });

  it('refuses every other role, with nothing changed', async () => {
    // Validated so the installer link exists; a draft line for the client, who may edit its draft.
    const ordered = await projectIn(suite, suite.furniture, 'validated');
    const draft = await projectIn(suite, suite.furniture, 'draft');
    const installer = await installerDevice(suite.env, suite.admin.token, ordered.projectId);
    const others: Array<[string, Device, string, string]> = [
      ['client admin', await userDevice(suite.env, emails.clientAdmin), draft.lineIds[0]!, 'auth/forbidden'],
      ['client agent (its creator)', suite.agent, draft.lineIds[0]!, 'auth/forbidden'],
      ['business referrer', await userDevice(suite.env, emails.referrer), draft.lineIds[0]!, 'not_found'],
      ['installer of the order', installer, ordered.lineIds[0]!, 'auth/forbidden'],
    ];
    const before = await everyRow(suite.env);
    for (const [role, device, id, code] of others)
      expect(
        await device.push('lineUpdateOffice', { id, unitPriceCents: 1, vatRateBp: 0, notes: 'x' }),
        role,
      ).toMatchObject(refused(code));
    expect(await everyRow(suite.env)).toEqual(before);
  });
});
