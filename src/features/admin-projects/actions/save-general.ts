import { projectUpdateArgs } from '../../../domain/mutators/project-update';
import { fromMutateResult, fromZodError, type ActionFailure } from '../../../lib/action-result';
import type { Mutate } from '../../../sync/client';
import { readGeneralForm, type GeneralForm, type RequiredGeneralField } from '../lib/general-form';

export type SaveGeneralResult = { ok: true } | (ActionFailure & { missing: RequiredGeneralField[] });

/** Saves the general information in one projectUpdate, or says what is missing or wrong. */
export async function saveGeneral(mutate: Mutate, id: string, form: GeneralForm): Promise<SaveGeneralResult> {
  const reading = readGeneralForm(form);
  if (!reading.ok) {
    const messageKey = Object.values(reading.fields)[0] ?? 'errors:validation';
    return { ok: false, messageKey, fields: reading.fields, missing: reading.missing };
  }
  const parsed = projectUpdateArgs.safeParse({ id, patch: reading.patch });
  if (!parsed.success) return { ...fromZodError(parsed.error, 'patch'), missing: [] };
  const result = fromMutateResult(await mutate.projectUpdate(parsed.data), 'patch');
  return result.ok ? result : { ...result, missing: [] };
}
