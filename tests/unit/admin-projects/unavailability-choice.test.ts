import { describe, expect, it } from 'vitest';
import type { LocalRow } from '../../../src/db/database';
import {
  unavailabilityArgs,
  unavailabilityForm,
} from '../../../src/features/admin-projects/lib/unavailability-choice';

// Only what the dialog reads of a quote line.
const line = { id: 'line-1', quantity: 4, unavailability: null } as unknown as LocalRow<'purchaseOrderLines'>;

describe('the unavailability dialog', () => {
  it('opens on one item fewer for a line with nothing recorded, and on what was recorded otherwise', () => {
    expect(unavailabilityForm(line)).toEqual({
      choice: 'reduce',
      quantity: 3,
      furnitureId: null,
      certified: false,
    });
    const recorded = {
      ...line,
      unavailability: { change: 'replace', quantity: null, furnitureId: 'f-2' },
    } as unknown as LocalRow<'purchaseOrderLines'>;
    expect(unavailabilityForm(recorded)).toMatchObject({ choice: 'replace', furnitureId: 'f-2' });
  });

  it('asks for a furniture before a replacement, and for fewer items than quoted before a reduction', () => {
    const form = unavailabilityForm(line);
    expect(unavailabilityArgs(line, { ...form, choice: 'replace' })).toBe(
      'availability.dialog.pick_furniture',
    );
    expect(unavailabilityArgs(line, { ...form, quantity: 4 })).toBe('availability.dialog.not_a_reduction');
    expect(unavailabilityArgs(line, { ...form, quantity: 0 })).toBe('availability.dialog.not_a_reduction');
  });

  it('gives the action its arguments, the certification with every change but "as quoted"', () => {
    const form = { ...unavailabilityForm(line), certified: true };
    expect(unavailabilityArgs(line, form)).toEqual({
      id: 'line-1',
      change: 'reduce',
      quantity: 3,
      certified: true,
    });
    expect(unavailabilityArgs(line, { ...form, choice: 'replace', furnitureId: 'f-9' })).toEqual({
      id: 'line-1',
      change: 'replace',
      furnitureId: 'f-9',
      certified: true,
    });
    expect(unavailabilityArgs(line, { ...form, choice: 'none' })).toEqual({ id: 'line-1', change: 'none' });
  });
});
