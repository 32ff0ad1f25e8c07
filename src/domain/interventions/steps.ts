import { interventionSteps, type InterventionStep } from '../enums';

/** Steps move one at a time, forward or back (an admin correcting a premature move). */
export function canMoveStep(from: InterventionStep, to: InterventionStep): boolean {
  return Math.abs(interventionSteps.indexOf(to) - interventionSteps.indexOf(from)) === 1;
}
