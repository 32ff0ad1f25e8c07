import type { ModuleContentKind } from '../../../domain/entities/furniture-module.schema';
import type { AvailabilityStatus } from '../../../domain/enums';

/** The stock availability of an item, in its form, its row of the list and the list's filter. */
export const availabilityKeys = {
  available_in_warehouse: 'catalogue:availability.available_in_warehouse',
  prepared_in_warehouse: 'catalogue:availability.prepared_in_warehouse',
  bought_expected: 'catalogue:availability.bought_expected',
  not_bought_expected: 'catalogue:availability.not_bought_expected',
  not_found_in_erp: 'catalogue:availability.not_found_in_erp',
  quantity_modified: 'catalogue:availability.quantity_modified',
  unavailable: 'catalogue:availability.unavailable',
} as const satisfies Record<AvailabilityStatus, string>;

/** What a module's content line holds, in the list of lines and the choice of a new one. */
export const moduleKindKeys = {
  furniture: 'catalogue:module.kinds.furniture',
  range: 'catalogue:module.kinds.range',
  module: 'catalogue:module.kinds.module',
  url: 'catalogue:module.kinds.url',
} as const satisfies Record<ModuleContentKind, string>;
