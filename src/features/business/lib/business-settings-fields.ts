import type { Language } from '../../../domain/enums';
import type { FieldKeys } from '../../../lib/action-result';
import type { BusinessSettingsForm } from './business-settings-form';

/** A field typed as one text. */
export type TextKey = Exclude<keyof BusinessSettingsForm, 'logo' | 'paymentTerms' | 'rentalTerms'>;
/** A text typed once per language. */
export type TermsKey = 'paymentTerms' | 'rentalTerms';

/** The identity section's fields, in their order on screen; the contact section's below. */
export const identityFields = [
  'name',
  'addressLine1',
  'addressLine2',
  'postcode',
  'city',
  'country',
  'companyNumber',
  'vatNumber',
] as const satisfies readonly TextKey[];
export const contactFields = ['email', 'phone', 'website'] as const satisfies readonly TextKey[];

/** Each field's label; a terms label names its language. */
export const labelKeys = {
  name: 'business.fields.name',
  addressLine1: 'business.fields.addressLine1',
  addressLine2: 'business.fields.addressLine2',
  postcode: 'business.fields.postcode',
  city: 'business.fields.city',
  country: 'business.fields.country',
  companyNumber: 'business.fields.companyNumber',
  vatNumber: 'business.fields.vatNumber',
  email: 'business.fields.email',
  phone: 'business.fields.phone',
  website: 'business.fields.website',
  serviceArea: 'business.fields.serviceArea',
  paymentTerms: 'business.fields.paymentTerms',
  rentalTerms: 'business.fields.rentalTerms',
} as const satisfies Record<TextKey | TermsKey, string>;

/** Form fields kept under another name in the row: the served prefixes are one list there. */
const storedField: Record<string, string> = { serviceArea: 'serviceAreaPrefixes' };

export const languageKeys = {
  en: 'business.languages.en',
  fr: 'business.languages.fr',
} as const satisfies Record<Language, string>;

/** The message a refusal places next to a form field, found under the name the row gives that field. */
export function fieldMessageKey(fields: FieldKeys, field: string): string | undefined {
  // The two address lines are one list in the row.
  return fields[field.startsWith('addressLine') ? 'addressLines' : (storedField[field] ?? field)];
}
