import { projectUpdateArgs } from '../../../domain/mutators/project-update';
import {
  fromMutateResult,
  fromZodError,
  type ActionFailure,
  type ActionSuccess,
} from '../../../lib/action-result';
import type { Mutate } from '../../../sync/client';
import type { GeneralRequirementField } from '../../../domain/projects';
import { readGeneralForm, type GeneralForm } from '../lib/general-form';

export type SaveGeneralResult = ActionSuccess | (ActionFailure & { missing: GeneralRequirementField[] });

/**
 * Saves the general information in one projectUpdate, or says what is missing or wrong; the form
 * keeps what was typed either way (the screen holds it, not the store).
 */
export async function saveGeneral(
  mutate: Mutate,
  id: string,
  form: GeneralForm,
  required: readonly GeneralRequirementField[],
): Promise<SaveGeneralResult> {
  const reading = readGeneralForm(form, required);
  if (!reading.ok) {
    const messageKey = Object.values(reading.fields)[0] ?? 'errors:validation';
    return { ok: false, messageKey, fields: reading.fields, missing: reading.missing };
  }
  const parsed = projectUpdateArgs.safeParse({ id, patch: reading.patch });
  if (!parsed.success) return { ...fromZodError(parsed.error, 'patch'), missing: [] };
  const result = fromMutateResult(await mutate.projectUpdate(parsed.data), 'patch');
  return result.ok ? result : { ...result, missing: [] };
}
