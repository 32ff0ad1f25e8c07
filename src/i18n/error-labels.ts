import type { ErrorCode, FieldIssue } from '../domain/errors';
import { validationLabelKey } from './validation-labels';

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
  'auth/sso_only': 'errors:auth.sso_only',
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
  'shopping_list/not_a_list': 'errors:shopping_list.not_a_list',
  'shopping_list/host_refused': 'errors:shopping_list.host_refused',
  'shopping_list/unreachable': 'errors:shopping_list.unreachable',
  'shopping_list/too_large': 'errors:shopping_list.too_large',
  'trial/claimed': 'errors:trial.claimed',
  'trial/furniture_unavailable': 'errors:trial.furniture_unavailable',
  'project/size_required': 'errors:project.size_required',
  'project/empty': 'errors:project.empty',
  'project/warnings_not_acknowledged': 'errors:project.warnings_not_acknowledged',
  'project/dates_conflict': 'errors:project.dates_conflict',
  'project/already_validated': 'errors:project.already_validated',
  'project/cancelled': 'errors:project.cancelled',
  'project/module_not_offered': 'errors:project.module_not_offered',
  'project/general_incomplete': 'errors:project.general_incomplete',
  'project/ordered': 'errors:project.ordered',
  'project/price_both_set': 'errors:project.price_both_set',
  'project/price_reason_required': 'errors:project.price_reason_required',
  'quote/changed': 'errors:quote.changed',
  'quote/signature_required': 'errors:quote.signature_required',
  'purchase_order/none': 'errors:purchase_order.none',
  'purchase_order/preparation_started': 'errors:purchase_order.preparation_started',
  'purchase_order/certification_required': 'errors:purchase_order.certification_required',
  'erp/not_configured': 'errors:erp.not_configured',
  'erp/unreachable': 'errors:erp.unreachable',
  'erp/not_registered': 'errors:erp.not_registered',
  'sso/unknown_client': 'errors:sso.unknown_client',
  'sso/failed': 'errors:sso.failed',
  'sso/email_taken': 'errors:sso.email_taken',
  'team/last_admin': 'errors:team.last_admin',
  'team/already_member': 'errors:team.already_member',
  'sync/conflict_lost': 'errors:sync.conflict_lost',
} as const satisfies Record<ErrorCode, string>;

/** Translation keys (with their namespace) by the field they are about; '' is the form as a whole. */
export type FieldKeys = Partial<Record<string, string>>;

/**
 * What a refusal reads as: `messageKey`, the one message for a screen without field messages (the
 * code's text, or the first invalid field's message), and `fields`, the message of each field.
 */
export interface ErrorKeys {
  messageKey: string;
  fields: FieldKeys;
}

/**
 * THE function from a refusal to the keys of its text, in English and French: every screen goes
 * through it. A validation's issues carry `validation` messages (the domain schemas' zod messages);
 * one that is not ours reads "invalid". `wrapper` is the path part before the field (`patch` of an
 * update).
 */
export function errorKeys(code: ErrorCode, issues: readonly FieldIssue[] = [], wrapper?: string): ErrorKeys {
  const fields: FieldKeys = {};
  for (const issue of issues)
    fields[fieldOf(issue.loc, wrapper)] ??= validationLabelKey(issue.msg) ?? 'validation:invalid';
  return withSummary(code, fields);
}

/** The keys of a form's own checks, before anything was sent: the summary is the first of them. */
export function fieldErrorKeys(fields: FieldKeys): ErrorKeys {
  return withSummary('validation', fields);
}

function withSummary(code: ErrorCode, fields: FieldKeys): ErrorKeys {
  const first = fields[''] ?? Object.values(fields).find((key) => key !== undefined);
  return { messageKey: first ?? errorLabelKeys[code], fields };
}

/** The field an issue is about: its first path part after the wrapper. */
function fieldOf(loc: readonly string[], wrapper: string | undefined): string {
  const start = wrapper !== undefined && loc[0] === wrapper ? 1 : 0;
  return loc[start] ?? '';
}
