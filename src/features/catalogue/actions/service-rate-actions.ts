import type { ProjectOptionKey } from '../../../domain/catalogue';
import { serviceRateSetArgs } from '../../../domain/mutators/service-rate-set';
import { fieldsFailure, fromMutateResult, fromZodError, type ActionResult } from '../../../lib/action-result';
import type { Mutate } from '../../../sync/client';
import { readServiceRateForm, type ServiceRateForm } from '../lib/service-rate-form';

/** Sets a service's price; applied locally at once and synced, so it works offline. */
export async function saveServiceRate(
  mutate: Mutate,
  key: ProjectOptionKey,
  form: ServiceRateForm,
): Promise<ActionResult> {
  const reading = readServiceRateForm(key, form);
  if (!reading.ok) return fieldsFailure(reading.fields);
  const parsed = serviceRateSetArgs.safeParse(reading.args);
  if (!parsed.success) return fromZodError(parsed.error);
  return fromMutateResult(await mutate.serviceRateSet(parsed.data));
}
