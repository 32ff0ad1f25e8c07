import { furnitureCreateArgs, furnitureUpdateArgs } from '../../../domain/mutators/furniture';
import type { Mutate } from '../../../sync/client';
import { furnitureValues, type FurnitureDraft } from '../lib/furniture-draft';
import { fieldsFailure, fromMutateResult, fromZodError, type ActionResult } from '../../../lib/action-result';

/**
 * Creates (id of a new row) or updates a catalogue item. It is applied to the local store at once
 * and queued, so it works offline; the server gets it with the next push.
 */
export async function saveFurniture(
  mutate: Mutate,
  id: string,
  isNew: boolean,
  draft: FurnitureDraft,
): Promise<ActionResult> {
  const converted = furnitureValues(draft);
  if ('errors' in converted) return fieldsFailure(converted.errors);
  if (isNew) {
    const parsed = furnitureCreateArgs.safeParse({ id, ...converted.values });
    if (!parsed.success) return fromZodError(parsed.error);
    return fromMutateResult(await mutate.furnitureCreate(parsed.data));
  }
  const parsed = furnitureUpdateArgs.safeParse({ id, patch: converted.values });
  if (!parsed.success) return fromZodError(parsed.error, 'patch');
  return fromMutateResult(await mutate.furnitureUpdate(parsed.data), 'patch');
}
