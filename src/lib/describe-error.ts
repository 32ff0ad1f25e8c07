import type { TFunction } from 'i18next';
import { fromRequestError } from './action-result';

/** One sentence for a failed request, in the user's language (fromRequestError's summary). */
export function describeError(error: unknown, t: TFunction): string {
  return t(fromRequestError(error).messageKey);
}
