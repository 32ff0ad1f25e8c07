import { vatRateSchema } from '../../../domain/entities/project.schema';
import { parseEuros, parsePercentBp } from '../../../lib/money-input';

/** What a typed text reads as: the value to save, or the key of the message to show next to it. */
export type FieldReading<T> = { ok: true; value: T } | { ok: false; messageKey: string };

/** A line's unit price as the office types it, in euros: cents to save, or why not. */
export function readPrice(text: string): FieldReading<number> {
  const cents = parseEuros(text);
  return cents === null
    ? { ok: false, messageKey: 'adminProjects:quote.price_invalid' }
    : { ok: true, value: cents };
}

/** A line's VAT rate as the office types it, in percent: one of the allowed rates, or why not. */
export function readVat(text: string): FieldReading<number> {
  const bp = parsePercentBp(text);
  return bp === null || !vatRateSchema.safeParse(bp).success
    ? { ok: false, messageKey: 'adminProjects:quote.vat_invalid' }
    : { ok: true, value: bp };
}

/** A line's notes: any text is saved as typed. */
export function readNotes(text: string): FieldReading<string> {
  return { ok: true, value: text };
}
