import { projectTransitionArgs } from '../../../domain/mutators/project-transition';
import { submitRefusalFields, type SubmitRefusal } from '../../../domain/projects';
import { fromMutateResult, fromZodError, type ActionResult } from '../../../lib/action-result';
import type { Mutate } from '../../../sync/client';

function isSubmitRefusal(code: string): code is SubmitRefusal {
  return code in submitRefusalFields;
}

/**
 * Sends the draft to the office (queued while offline). A refusal about the draft's content comes
 * back under the field it is about (`projectType`, `acknowledgedWarnings`, or '' for the whole), so
 * the dialog shows it next to what to fix.
 */
export async function submitProject(
  mutate: Mutate,
  id: string,
  acknowledgedWarnings: boolean,
): Promise<ActionResult> {
  const parsed = projectTransitionArgs.safeParse({ id, action: 'submit', acknowledgedWarnings });
  if (!parsed.success) return fromZodError(parsed.error);
  const result = await mutate.projectTransition(parsed.data);
  const outcome = fromMutateResult(result);
  if (outcome.ok || result.ok || !isSubmitRefusal(result.error.code)) return outcome;
  return { ...outcome, fields: { [submitRefusalFields[result.error.code]]: outcome.messageKey } };
}
