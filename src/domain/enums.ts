/** Closed sets of spec section 3 and 4, as const tuples so zod and TypeScript share them. */

export const countries = ['BE', 'FR', 'DE', 'IT'] as const;
export type Country = (typeof countries)[number];

export const projectSizes = ['Studio', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'T8'] as const;
export type ProjectSize = (typeof projectSizes)[number];

export const problemStatuses = [
  'none',
  'damaged_item',
  'incomplete_item',
  'installation_problem',
  'missing_item',
  'modify_item',
  'non_matching_item',
  'non_working_item',
  'wrong_location_item',
  'other',
] as const;
export type ProblemStatus = (typeof problemStatuses)[number];

export function isProblemStatus(value: unknown): value is ProblemStatus {
  return typeof value === 'string' && (problemStatuses as readonly string[]).includes(value);
}

export const userRoles = ['admin', 'client', 'business_referrer'] as const;
export type UserRole = (typeof userRoles)[number];

export const clientRoles = ['admin', 'agent'] as const;
export type ClientRole = (typeof clientRoles)[number];

export const referrerRoles = ['admin', 'manager', 'agent'] as const;
export type ReferrerRole = (typeof referrerRoles)[number];

export const billingTypes = ['rent', 'buy'] as const;
export type BillingType = (typeof billingTypes)[number];

/** Spec section 4's statuses, plus cancelled: the office's end of a project that will not be done. */
export const projectStatuses = [
  'draft',
  'quotation',
  'validation',
  'validated',
  'done',
  'cancelled',
] as const;
export type ProjectStatus = (typeof projectStatuses)[number];

export const clientStatuses = ['draft', 'done'] as const;
export type ClientStatus = (typeof clientStatuses)[number];

export const leadStatuses = ['pending', 'contacted', 'referred', 'refused'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

export const availabilityStatuses = [
  'available_in_warehouse',
  'prepared_in_warehouse',
  'bought_expected',
  'not_bought_expected',
  'not_found_in_erp',
  'quantity_modified',
  'unavailable',
] as const;
export type AvailabilityStatus = (typeof availabilityStatuses)[number];

export const interventionSteps = ['verification', 'installation', 'done'] as const;
export type InterventionStep = (typeof interventionSteps)[number];

export const vatPreferences = ['vatIncluded', 'vatExcluded'] as const;
export type VatPreference = (typeof vatPreferences)[number];
export const defaultVatPreference: VatPreference = 'vatIncluded';

export const defaultRooms = ['bathroom', 'kitchen', 'living_room', 'room'] as const;
export type DefaultRoom = (typeof defaultRooms)[number];

export const languages = ['fr', 'en'] as const;
export type Language = (typeof languages)[number];
export const fallbackLanguage: Language = 'fr';

export function exhaustive(value: never): never {
  throw new Error(`Unhandled case: ${String(value)}`);
}
