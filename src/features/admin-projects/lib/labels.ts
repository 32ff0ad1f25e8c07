import type { GeneralRequirementField } from '../../../domain/projects';
import type { ClientStatus } from '../../../domain/enums';
import type { UnavailabilityChange } from '../../../domain/entities/purchase-order-line.schema';
import type { PurchaseOrderMode, PurchaseOrderReason } from '../../../domain/entities/purchase-order.schema';
import type { AdminProjectSort } from './admin-list-filters';
import type { OrderView } from './order-views';
import type { BarItem } from './admin-actions';

export const clientStatusKeys = {
  draft: 'adminProjects:client_status.draft',
  done: 'adminProjects:client_status.done',
} as const satisfies Record<ClientStatus, string>;

export const sortKeys = {
  updated: 'adminProjects:sort.updated',
  created: 'adminProjects:sort.created',
  name: 'adminProjects:sort.name',
  operationNumber: 'adminProjects:sort.operationNumber',
} as const satisfies Record<AdminProjectSort, string>;

export const orderModeKeys = {
  normal: 'adminProjects:order.modes.normal',
  withoutErp: 'adminProjects:order.modes.withoutErp',
  dropshipping: 'adminProjects:order.modes.dropshipping',
} as const satisfies Record<PurchaseOrderMode, string>;

export const orderReasonKeys = {
  validate: 'adminProjects:order.reasons.validate',
  regenerate: 'adminProjects:order.reasons.regenerate',
} as const satisfies Record<PurchaseOrderReason, string>;

export const orderViewKeys = {
  item: 'adminProjects:order.views.item',
  room: 'adminProjects:order.views.room',
} as const satisfies Record<OrderView, string>;

export const changeKeys = {
  replace: 'adminProjects:availability.changes.replace',
  reduce: 'adminProjects:availability.changes.reduce',
  remove: 'adminProjects:availability.changes.remove',
} as const satisfies Record<UnavailabilityChange, string>;

export const validateModeKeys = {
  normal: 'adminProjects:validate.modes.normal',
  withoutErp: 'adminProjects:validate.modes.withoutErp',
  dropshipping: 'adminProjects:validate.modes.dropshipping',
} as const satisfies Record<PurchaseOrderMode, string>;

/** The general information fields a status requires, by their form labels. */
export const requirementKeys = {
  name: 'adminProjects:general.name',
  operationNumber: 'adminProjects:general.operationNumber',
  airtableLink: 'adminProjects:general.airtableLink',
} as const satisfies Record<GeneralRequirementField, string>;

/** The editor bar's items, each by what it does. */
export const barItemKeys = {
  markQuoted: 'adminProjects:actions.markQuoted',
  putInDraft: 'adminProjects:actions.putInDraft',
  acceptQuote: 'adminProjects:actions.acceptQuote',
  validate: 'adminProjects:actions.validate',
  complete: 'adminProjects:actions.complete',
  cancel: 'adminProjects:actions.cancel',
  delete: 'adminProjects:actions.delete',
  regeneratePurchaseOrder: 'adminProjects:office.regeneratePurchaseOrder',
  createComplementary: 'adminProjects:office.createComplementary',
  toggleBilling: 'adminProjects:office.toggleBilling',
  duplicate: 'adminProjects:office.duplicate',
  copyQuote: 'adminProjects:office.copyQuote',
  toParentModule: 'adminProjects:office.toParentModule',
} as const satisfies Record<BarItem, string>;
