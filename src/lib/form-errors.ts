import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { fieldIssuesOf } from '../domain/errors';
import { errorKeys } from '../i18n/error-labels';
import { validationLabelKey } from '../i18n/validation-labels';
import { ApiError } from './api-client';

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
 * The API names each bad field by its location, e.g. ["body", "email"]: the last part is the field.
 * Its messages are text the server translated already (not codes), so they are shown as they come.
 */
export function messagesFromApi(error: unknown, t: TFunction): FieldMessages {
  const messages: FieldMessages = {};
  if (!(error instanceof ApiError)) return messages;
  for (const fieldError of error.fieldErrors) {
    const field = fieldError.loc.at(-1);
    if (field) messages[field] ??= translateValidation(fieldError.msg, t);
  }
  return messages;
}

function translateValidation(message: string, t: TFunction): string {
  // The server may send the key or a sentence it translated already; keys win when known.
  const key = validationLabelKey(message);
  return key === undefined ? message : t(key);
}
