import type { InterventionStep } from '../../../domain/enums';
import { interventionResetArgs } from '../../../domain/mutators/intervention-reset';
import { interventionSetStepArgs } from '../../../domain/mutators/intervention-set-step';
import { fromMutateResult, refused, type ActionResult } from '../../../lib/action-result';
import type { Mutate } from '../../../sync/client';

export async function setStep(mutate: Mutate, id: string, step: InterventionStep): Promise<ActionResult> {
  const parsed = interventionSetStepArgs.safeParse({ id, step });
  if (!parsed.success) return refused('validation');
  return fromMutateResult(await mutate.interventionSetStep(parsed.data));
}

export async function resetIntervention(mutate: Mutate, id: string): Promise<ActionResult> {
  const parsed = interventionResetArgs.safeParse({ id });
  if (!parsed.success) return refused('validation');
  return fromMutateResult(await mutate.interventionReset(parsed.data));
}
