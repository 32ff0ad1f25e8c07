import type { ProblemStatus } from '../domain/enums';
import type { CardState } from '../lib/intervention-card-state';

/**
 * What a verification card says, for the installer's page and the office's screens alike: the
 * problem statuses of spec section 3 and the state at a glance. Kept in `common`, which every page
 * loads; records over the closed sets, so a new value without a label fails to compile.
 */
export const problemStatusKeys = {
  none: 'common:problem_status.none',
  damaged_item: 'common:problem_status.damaged_item',
  incomplete_item: 'common:problem_status.incomplete_item',
  installation_problem: 'common:problem_status.installation_problem',
  missing_item: 'common:problem_status.missing_item',
  modify_item: 'common:problem_status.modify_item',
  non_matching_item: 'common:problem_status.non_matching_item',
  non_working_item: 'common:problem_status.non_working_item',
  wrong_location_item: 'common:problem_status.wrong_location_item',
  other: 'common:problem_status.other',
} as const satisfies Record<ProblemStatus, string>;

export const cardStateKeys = {
  remaining: 'common:card_state.remaining',
  verified: 'common:card_state.verified',
  returned: 'common:card_state.returned',
  problematic: 'common:card_state.problematic',
} as const satisfies Record<CardState, string>;
