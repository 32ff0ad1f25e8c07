/**
 * The messages of the `validation` namespace: the domain schemas' zod messages (`required`,
 * `email_invalid`...) and the server's own (`invalid`, `unknown_field`). Literal keys, so the locale
 * test checks each one in English and French; it also checks that every message a domain schema
 * uses is here.
 */
const validationLabelKeys = {
  required: 'validation:required',
  invalid: 'validation:invalid',
  unknown_field: 'validation:unknown_field',
  email_invalid: 'validation:email_invalid',
  password_too_short: 'validation:password_too_short',
  password_needs_digit: 'validation:password_needs_digit',
  password_needs_lowercase: 'validation:password_needs_lowercase',
  password_needs_uppercase: 'validation:password_needs_uppercase',
  password_needs_special: 'validation:password_needs_special',
  password_confirmation_mismatch: 'validation:password_confirmation_mismatch',
  phone_invalid: 'validation:phone_invalid',
  range_needs_core: 'validation:range_needs_core',
  url_invalid: 'validation:url_invalid',
  shopping_list_supplier: 'validation:shopping_list_supplier',
  vat_invalid: 'validation:vat_invalid',
  module_cycle: 'validation:module_cycle',
  line_needs_furniture_or_module: 'validation:line_needs_furniture_or_module',
  too_long: 'validation:too_long',
  logo_too_large: 'validation:logo_too_large',
  invalid_character: 'validation:invalid_character',
  invalid_date: 'validation:invalid_date',
  end_before_start: 'validation:end_before_start',
  period_too_long: 'validation:period_too_long',
  unknown_filter_value: 'validation:unknown_filter_value',
  csv_dialect_invalid: 'validation:csv_dialect_invalid',
  signature_required: 'validation:signature_required',
  signature_too_large: 'validation:signature_too_large',
} as const;

export type ValidationMessage = keyof typeof validationLabelKeys;
export type ValidationLabelKey = (typeof validationLabelKeys)[ValidationMessage];

export function isValidationMessage(message: string): message is ValidationMessage {
  return Object.hasOwn(validationLabelKeys, message);
}

/** The key of a validation message's text, or undefined for a message that is not one of ours. */
export function validationLabelKey(message: string): ValidationLabelKey | undefined {
  return isValidationMessage(message) ? validationLabelKeys[message] : undefined;
}
