import type { ClientStatus } from '../../../domain/enums';
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
