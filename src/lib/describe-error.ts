import type { TFunction } from 'i18next';
import { errorTranslationKey } from '../domain/errors';
import { ApiError, NetworkError } from './api-client';

/** One sentence for an error, in the user's language: the code's text first, then the server's detail. */
export function describeError(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.code) return t(`errors:${errorTranslationKey(error.code)}`);
    if (error.fieldErrors.length === 0 && error.message) return error.message;
    return t('errors:validation');
  }
  if (error instanceof NetworkError) return t('common:errors.network');
  return t('errors:internal');
}
