import type { TFunction } from 'i18next';
import { errorLabelKey } from '../i18n/error-labels';
import { ApiError, NetworkError } from './api-client';

/** One sentence for an error, in the user's language: the code's text first, then the server's detail. */
export function describeError(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.code) return t(errorLabelKey(error.code));
    if (error.fieldErrors.length === 0 && error.message) return error.message;
    return t('errors:validation');
  }
  if (error instanceof NetworkError) return t('common:errors.network');
  return t('errors:internal');
}
