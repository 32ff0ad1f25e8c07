import type { TFunction } from 'i18next';
import { errorKeys } from '../i18n/error-labels';
import { ApiError, NetworkError } from './api-client';

/** One sentence for an error, in the user's language: the code's text first, then the server's detail. */
export function describeError(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.code) return t(errorKeys(error.code).messageKey);
    // No code: the server wrote its detail in the request's language already.
    if (error.fieldErrors.length === 0 && error.message) return error.message;
    return t(errorKeys('validation').messageKey);
  }
  if (error instanceof NetworkError) return t('common:errors.network');
  return t(errorKeys('internal').messageKey);
}
