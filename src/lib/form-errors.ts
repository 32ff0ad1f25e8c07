import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { fieldIssuesOf } from '../domain/errors';
import { errorKeys } from '../i18n/error-labels';
import { fromRequestError } from './action-result';

/** Field name -> message to show next to it, already translated. */
export type FieldMessages = Partial<Record<string, string>>;

const requiredKey = 'validation:required';

/**
 * Zod messages are keys of the `validation` namespace (see src/domain/auth/auth.schema.ts). Every
 * rule a field breaks is said at once ("12 characters… a digit… an uppercase letter"), not one more
 * at each submit.
 */
export function messagesFromZod(error: z.ZodError, t: TFunction): FieldMessages {
  const broken = new Map<string, string[]>();
  for (const issue of fieldIssuesOf(error)) {
    const [field, key] = Object.entries(errorKeys('validation', [issue]).fields)[0] ?? [];
    if (field === undefined || key === undefined) continue;
    const keys = broken.get(field) ?? [];
    if (!keys.includes(key)) broken.set(field, [...keys, key]);
  }
  const messages: FieldMessages = {};
  // An empty field is only "required": its format rules would only repeat that nothing is there.
  for (const [field, keys] of broken)
    messages[field] = keys.includes(requiredKey) ? t(requiredKey) : keys.map((key) => t(key)).join(' ');
  return messages;
}

/**
 * The messages of the fields a failed request names (fromRequestError: the same reading as every
 * action's), translated for a form that shows them as text.
 */
export function messagesFromApi(error: unknown, t: TFunction): FieldMessages {
  const messages: FieldMessages = {};
  for (const [field, key] of Object.entries(fromRequestError(error).fields))
    if (field !== '' && key !== undefined) messages[field] = t(key);
  return messages;
}
