import type { AvailabilityStatus, BillingType, ProjectStatus, VatPreference } from '../domain/enums';

/*
 * The words for a project's closed sets, once for every screen that shows them (lists, draft flow,
 * quote, detail). Literal keys, so a new value without a label fails to compile and the locale
 * test checks each one in English and French.
 */

/** "incl. VAT" or "excl. VAT", after an amount. */
export const vatLabelKeys = {
  vatIncluded: 'common:vat.vatIncluded',
  vatExcluded: 'common:vat.vatExcluded',
} as const satisfies Record<VatPreference, string>;

export const billingTypeKeys = {
  rent: 'common:billing_type.rent',
  buy: 'common:billing_type.buy',
} as const satisfies Record<BillingType, string>;

export const projectStatusKeys = {
  draft: 'common:project_status.draft',
  quotation: 'common:project_status.quotation',
  validation: 'common:project_status.validation',
  validated: 'common:project_status.validated',
  done: 'common:project_status.done',
  cancelled: 'common:project_status.cancelled',
} as const satisfies Record<ProjectStatus, string>;

/** A purchase order line's stock state (spec section 4), shown to the client and the office alike. */ export const availabilityKeys =
  {
    available_in_warehouse: 'projectDetail:availability.available_in_warehouse',
    prepared_in_warehouse: 'projectDetail:availability.prepared_in_warehouse',
    bought_expected: 'projectDetail:availability.bought_expected',
    not_bought_expected: 'projectDetail:availability.not_bought_expected',
    not_found_in_erp: 'projectDetail:availability.not_found_in_erp',
    quantity_modified: 'projectDetail:availability.quantity_modified',
    unavailable: 'projectDetail:availability.unavailable',
  } as const satisfies Record<AvailabilityStatus, string>;
