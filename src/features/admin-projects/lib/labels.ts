import type { AvailabilityStatus, ClientStatus } from '../../../domain/enums';
import type { AdminProjectSort } from './admin-list-filters';

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

export const availabilityKeys = {
  available_in_warehouse: 'projectDetail:availability.available_in_warehouse',
  prepared_in_warehouse: 'projectDetail:availability.prepared_in_warehouse',
  bought_expected: 'projectDetail:availability.bought_expected',
  not_bought_expected: 'projectDetail:availability.not_bought_expected',
  not_found_in_erp: 'projectDetail:availability.not_found_in_erp',
  quantity_modified: 'projectDetail:availability.quantity_modified',
  unavailable: 'projectDetail:availability.unavailable',
} as const satisfies Record<AvailabilityStatus, string>;
