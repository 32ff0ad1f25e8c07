import type { z } from 'zod';
import type { MutateResult } from '../db/mutate';
import { errorTranslationKey, isErrorCode } from '../domain/errors';

/** What an action tells the screen: done, or a translation key (with its namespace) to show. */
export type ActionResult = { ok: true } | { ok: false; messageKey: string };

const done: ActionResult = { ok: true };

/** Domain schemas use keys of the `validation` namespace as messages; anything else is "invalid". */
const knownValidationKeys = new Set(['required']);

export function fromZodError(error: z.ZodError): ActionResult {
  const message = error.issues[0]?.message ?? '';
  return { ok: false, messageKey: `validation:${knownValidationKeys.has(message) ? message : 'invalid'}` };
}

export function fromMutateResult(result: MutateResult): ActionResult {
  if (result.ok) return done;
  const { error } = result;
  switch (error.code) {
    case 'validation':
      return { ok: false, messageKey: 'errors:validation' };
    case 'refused':
      return {
        ok: false,
        messageKey: `errors:${isErrorCode(error.reason) ? errorTranslationKey(error.reason) : 'internal'}`,
      };
    case 'unknown_mutator':
      return { ok: false, messageKey: 'errors:internal' };
    default:
      return error satisfies never;
  }
}
