import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { validationLabelKey } from '../i18n/validation-labels';
import { ApiError } from './api-client';

/** Field name -> message to show next to it, already translated. */
export type FieldMessages = Partial<Record<string, string>>;

/** Zod messages are keys of the `validation` namespace (see src/domain/auth/auth.schema.ts). */
export function messagesFromZod(error: z.ZodError, t: TFunction): FieldMessages {
  const messages: FieldMessages = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    messages[field] ??= translateValidation(issue.message, t);
  }
  return messages;
}

/** The API names each bad field by its location, e.g. ["body", "email"]: the last part is the field. */
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
