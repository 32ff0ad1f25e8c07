import type { z } from 'zod';

/**
 * Closed set of error codes the API answers with (`{ detail, code }`). Each code has a text in the
 * i18next namespace `errors`, under the code with `/` replaced by `.`, in English and French.
 */
export const errorCodes = [
  'validation',
  'auth/invalid_credentials',
  'auth/email_taken',
  'auth/unauthenticated',
  'auth/forbidden',
  'auth/rate_limited',
  'auth/reset_token_invalid',
  'auth/inactive',
  'auth/sso_only',
  'not_found',
  'conflict',
  'rate_limited',
  'internal',
  'install/link_invalid',
  'install/link_expired',
  'install/link_revoked',
  'attachment/content_mismatch',
  'attachment/unsupported_type',
  'catalogue/module_cycle',
  'catalogue/range_needs_core',
  'catalogue/prefill_failed',
  'catalogue/prefill_host_refused',
  'catalogue/prefill_unreachable',
  'catalogue/prefill_too_large',
  'shopping_list/not_a_list',
  'shopping_list/host_refused',
  'shopping_list/unreachable',
  'shopping_list/too_large',
  'trial/claimed',
  'trial/furniture_unavailable',
  'project/size_required',
  'project/empty',
  'project/warnings_not_acknowledged',
  'project/dates_conflict',
  'project/already_validated',
  'project/cancelled',
  'project/module_not_offered',
  'project/general_incomplete',
  'project/ordered',
  'project/price_both_set',
  'project/price_reason_required',
  'quote/changed',
  'quote/signature_required',
  'purchase_order/none',
  'purchase_order/preparation_started',
  'purchase_order/certification_required',
  'erp/not_configured',
  'erp/unreachable',
  'erp/not_registered',
  'sso/unknown_client',
  'sso/failed',
  'sso/email_taken',
  'team/last_admin',
  'team/already_member',
  'sync/conflict_lost',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (errorCodes as readonly string[]).includes(value);
}

/**
 * A code as this build reads it from outside (an answer, a stored row): one it does not know, from
 * an older or newer build, reads 'internal', so no unknown string travels further.
 */
export function readErrorCode(value: string): ErrorCode {
  return isErrorCode(value) ? value : 'internal';
}

/**
 * The code of an answer that names none (a framework's 4xx, a proxy's page), by its status: the
 * server answers so (server/http/error-handler.ts), and the app reads such an answer so.
 */
export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'auth/unauthenticated';
    case 403:
      return 'auth/forbidden';
    case 404:
      return 'not_found';
    case 409:
      return 'conflict';
    case 429:
      return 'rate_limited';
    default:
      return status >= 500 ? 'internal' : 'validation';
  }
}

/** The key of the code's text in the `errors` namespace, e.g. `auth.invalid_credentials`. */
export function errorTranslationKey(code: ErrorCode): string {
  return code.replaceAll('/', '.');
}

/** One invalid field of a request, as the API lists them in `detail`. */
export interface FieldError {
  loc: string[];
  msg: string;
  type: string;
}

/** An invalid field as a mutation's refusal names it: where it is, and its `validation` message. */
export type FieldIssue = Pick<FieldError, 'loc' | 'msg'>;

export function fieldIssuesOf(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({ loc: issue.path.map(String), msg: issue.message }));
}

export interface ErrorBody {
  detail: string | FieldError[];
  code?: ErrorCode;
}
