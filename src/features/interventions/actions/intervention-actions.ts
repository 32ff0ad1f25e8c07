import type { MutateResult } from '../../../db/mutate';
import { errorTranslationKey, isErrorCode } from '../../../domain/errors';
import type { InterventionStep } from '../../../domain/enums';
import { interventionResetArgs } from '../../../domain/mutators/intervention-reset';
import { interventionSetStepArgs } from '../../../domain/mutators/intervention-set-step';
import type { Mutate } from '../../../sync/client';

/** Done, or the translation key (with its namespace) of what went wrong. */
export type ActionResult = { ok: true } | { ok: false; messageKey: string };

function fromMutateResult(result: MutateResult): ActionResult {
  if (result.ok) return { ok: true };
  const { error } = result;
  switch (error.code) {
    case 'validation':
      return { ok: false, messageKey: 'errors:validation' };
    case 'refused':
      return {
        ok: false,
        messageKey: `errors:${isErrorCode(error.reason) ? errorTranslationKey(error.reason) : 'internal'}`,
      };
    case 'unknown_mutator':
      return { ok: false, messageKey: 'errors:internal' };
    default:
      return error satisfies never;
  }
}

export async function setStep(mutate: Mutate, id: string, step: InterventionStep): Promise<ActionResult> {
  const parsed = interventionSetStepArgs.safeParse({ id, step });
  if (!parsed.success) return { ok: false, messageKey: 'errors:validation' };
  return fromMutateResult(await mutate.interventionSetStep(parsed.data));
}

export async function resetIntervention(mutate: Mutate, id: string): Promise<ActionResult> {
  const parsed = interventionResetArgs.safeParse({ id });
  if (!parsed.success) return { ok: false, messageKey: 'errors:validation' };
  return fromMutateResult(await mutate.interventionReset(parsed.data));
}
