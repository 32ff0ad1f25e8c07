import { furnitureRangeCreateArgs, furnitureRangeUpdateArgs } from '../../../domain/mutators/furniture-range';
import type { Mutate } from '../../../sync/client';
import { rangeValues, type RangeDraft } from '../lib/range-draft';
import { fieldsFailure, fromMutateResult, fromZodError, type ActionResult } from '../../../lib/action-result';

/** Creates or updates a range; applied locally at once and synced, so it works offline. */
export async function saveRange(
  mutate: Mutate,
  id: string,
  isNew: boolean,
  draft: RangeDraft,
): Promise<ActionResult> {
  const converted = rangeValues(draft);
  if ('errors' in converted) return fieldsFailure(converted.errors);
  if (isNew) {
    const parsed = furnitureRangeCreateArgs.safeParse({ id, ...converted.values });
    if (!parsed.success) return fromZodError(parsed.error);
    return fromMutateResult(await mutate.furnitureRangeCreate(parsed.data));
  }
  const parsed = furnitureRangeUpdateArgs.safeParse({ id, patch: converted.values });
  if (!parsed.success) return fromZodError(parsed.error, 'patch');
  return fromMutateResult(await mutate.furnitureRangeUpdate(parsed.data), 'patch');
}
