import { isErrorCode, type ErrorCode } from '../domain/errors';

/**
 * The text of each API error code, in the `errors` namespace. A record over every code, so a new
 * code without a text fails to compile, and literal keys, so the locale test checks each one in
 * English and French.
 */
const errorLabelKeys = {
  validation: 'errors:validation',
  'auth/invalid_credentials': 'errors:auth.invalid_credentials',
  'auth/email_taken': 'errors:auth.email_taken',
  'auth/unauthenticated': 'errors:auth.unauthenticated',
  'auth/forbidden': 'errors:auth.forbidden',
  'auth/rate_limited': 'errors:auth.rate_limited',
  'auth/reset_token_invalid': 'errors:auth.reset_token_invalid',
  'auth/inactive': 'errors:auth.inactive',
  not_found: 'errors:not_found',
  conflict: 'errors:conflict',
  rate_limited: 'errors:rate_limited',
  internal: 'errors:internal',
  'install/link_invalid': 'errors:install.link_invalid',
  'install/link_expired': 'errors:install.link_expired',
  'install/link_revoked': 'errors:install.link_revoked',
  'attachment/content_mismatch': 'errors:attachment.content_mismatch',
  'attachment/unsupported_type': 'errors:attachment.unsupported_type',
  'catalogue/module_cycle': 'errors:catalogue.module_cycle',
  'catalogue/range_needs_core': 'errors:catalogue.range_needs_core',
  'catalogue/prefill_failed': 'errors:catalogue.prefill_failed',
  'catalogue/prefill_host_refused': 'errors:catalogue.prefill_host_refused',
  'catalogue/prefill_unreachable': 'errors:catalogue.prefill_unreachable',
  'catalogue/prefill_too_large': 'errors:catalogue.prefill_too_large',
  'trial/claimed': 'errors:trial.claimed',
  'trial/furniture_unavailable': 'errors:trial.furniture_unavailable',
} as const satisfies Record<ErrorCode, string>;

export type ErrorLabelKey = (typeof errorLabelKeys)[ErrorCode];

/** The key of a known code's text, e.g. `errors:auth.invalid_credentials`. */
export function errorLabelKey(code: ErrorCode): ErrorLabelKey {
  return errorLabelKeys[code];
}

/** The key of a code's text; a code this build does not know reads "internal". */
export function errorLabelKeyOf(code: string | undefined): ErrorLabelKey {
  return isErrorCode(code) ? errorLabelKeys[code] : errorLabelKeys.internal;
}
