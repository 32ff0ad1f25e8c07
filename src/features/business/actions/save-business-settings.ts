import { businessSettingsSetArgs } from '../../../domain/mutators/business-settings-set';
import { fromMutateResult, fromZodError, type ActionResult } from '../../../lib/action-result';
import type { Mutate } from '../../../sync/client';
import { businessSettingsArgsOf, type BusinessSettingsForm } from '../lib/business-settings-form';

/** Saves the business's identity and terms; applied locally at once and synced, so it works offline. */
export async function saveBusinessSettings(
  mutate: Mutate,
  form: BusinessSettingsForm,
): Promise<ActionResult> {
  const parsed = businessSettingsSetArgs.safeParse(businessSettingsArgsOf(form));
  if (!parsed.success) return fromZodError(parsed.error);
  return fromMutateResult(await mutate.businessSettingsSet(parsed.data));
}
