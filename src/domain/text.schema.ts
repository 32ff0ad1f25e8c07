import { z } from 'zod';

/**
 * The longest text each kind of field takes. Past these a value is a mistake or a probe, and some
 * would fail in the database instead of here: an indexed column (email) refuses a row over about
 * 2.7 KB, and a 500 would follow.
 */
export const textLimits = {
  /** RFC 5321: the longest address a mail server delivers to. */
  email: 254,
  name: 200,
  phone: 40,
  /** Generous for passphrases; bounds the work a sign-in request can ask of scrypt's input. */
  password: 1024,
  search: 200,
  /** Notes, comments and other free text. */
  freeText: 5000,
} as const;
export type TextKind = keyof typeof textLimits;

const nul = '\u0000';

/**
 * PostgreSQL cannot store U+0000 in text or jsonb; refusing it here answers a field error instead
 * of a failed write.
 */
export function hasNoNul(text: string): boolean {
  return !text.includes(nul);
}

/**
 * A string of one kind: at most its limit (or a tighter `max` of the field's own), no NUL.
 * Messages are `validation` keys. Chain the field's other rules after it (`.trim().min(1, …)`).
 */
export function textSchema(kind: TextKind, max: number = textLimits[kind]) {
  return z
    .string({ error: 'required' })
    .max(Math.min(max, textLimits[kind]), { error: 'too_long' })
    .refine(hasNoNul, { error: 'invalid_character' });
}

/**
 * Whether any string in a JSON value (keys included) holds a NUL: mutation arguments become rows
 * stored as jsonb, which refuses it, whatever the entity's own schema says.
 */
export function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return !hasNoNul(value);
  if (Array.isArray(value)) return value.some(containsNul);
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).some(([key, item]) => !hasNoNul(key) || containsNul(item));
  return false;
}
