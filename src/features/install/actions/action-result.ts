import type { MutateResult } from '../../../db/mutate';
import { errorTranslationKey, isErrorCode } from '../../../domain/errors';

/** What an action tells the screen: done, or a translation key (with its namespace) to show. */
export type ActionResult = { ok: true } | { ok: false; messageKey: string };

export const done: ActionResult = { ok: true };

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
