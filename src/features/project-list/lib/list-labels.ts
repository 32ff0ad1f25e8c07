import { projectStatusKeys } from '../../../i18n/project-labels';
import type { ClientFacingStatus } from './project-filters';

/** The project's statuses, plus the one a client sees between its submission and the office's quote. */
export const statusKeys = {
  ...projectStatusKeys,
  submitted: 'projectList:status.submitted',
} as const satisfies Record<ClientFacingStatus, string>;
