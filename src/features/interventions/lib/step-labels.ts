import type { InterventionStep } from '../../../domain/enums';

/** The name of each intervention step, for the list, its filter and the step header. */
export const stepKeys = {
  verification: 'interventions:step.verification',
  installation: 'interventions:step.installation',
  done: 'interventions:step.done',
} as const satisfies Record<InterventionStep, string>;
