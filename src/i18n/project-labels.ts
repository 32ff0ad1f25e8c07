import type { ProjectOptionKey, ServiceRule } from '../domain/catalogue';
import type { AvailabilityStatus, BillingType, ProjectStatus, VatPreference } from '../domain/enums';
import type { ClientFacingStatus } from '../domain/projects';

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

/** The project's statuses as its client reads them: a submitted draft reads as submitted. */
export const clientFacingStatusKeys = {
  ...projectStatusKeys,
  submitted: 'projectList:status.submitted',
} as const satisfies Record<ClientFacingStatus, string>;

/** A stock state (spec section 4), in the same words for the client's lines, the office's availability step and the catalogue. */ export const availabilityKeys =
  {
    available_in_warehouse: 'common:availability.available_in_warehouse',
    prepared_in_warehouse: 'common:availability.prepared_in_warehouse',
    bought_expected: 'common:availability.bought_expected',
    not_bought_expected: 'common:availability.not_bought_expected',
    not_found_in_erp: 'common:availability.not_found_in_erp',
    quantity_modified: 'common:availability.quantity_modified',
    unavailable: 'common:availability.unavailable',
  } as const satisfies Record<AvailabilityStatus, string>;

/** A service a project may add (its stored key in project.options), by its name. */
export const serviceLabelKeys = {
  assembly: 'common:services.assembly',
  packaging_removal: 'common:services.packaging_removal',
  old_furniture_removal: 'common:services.old_furniture_removal',
  cleaning: 'common:services.cleaning',
} as const satisfies Record<ProjectOptionKey, string>;

/** How the office prices a service, as its price screen names each rule. */
export const serviceRuleKeys = {
  perProject: 'catalogue:services.rules.perProject',
  perRoom: 'catalogue:services.rules.perRoom',
  perLine: 'catalogue:services.rules.perLine',
  included: 'catalogue:services.rules.included',
} as const satisfies Record<ServiceRule, string>;
