import type { z } from 'zod';
import { furnitureCreateArgs, furnitureUpdateArgs } from '../../../domain/mutators/furniture';
import type { Mutate } from '../../../sync/client';
import { furnitureValues, type FurnitureDraft } from '../lib/furniture-draft';
import {
  fieldsFailure,
  fromMutateResult,
  fromZodError,
  type ActionResult,
  type FieldKeys,
} from '../../../lib/action-result';

/** The numbers the form could not read and what the schema refuses, all in one answer. */
function allFieldErrors(numbers: FieldKeys, schema: z.ZodError | undefined, wrapper?: string): ActionResult {
  const refused = schema ? fromZodError(schema, wrapper).fields : {};
  return fieldsFailure({ ...refused, ...numbers });
}

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
  const { values, errors } = furnitureValues(draft);
  const numbersRead = Object.keys(errors).length === 0;
  if (isNew) {
    const parsed = furnitureCreateArgs.safeParse({ id, ...values });
    if (!parsed.success || !numbersRead) return allFieldErrors(errors, parsed.error);
    return fromMutateResult(await mutate.furnitureCreate(parsed.data));
  }
  const parsed = furnitureUpdateArgs.safeParse({ id, patch: values });
  if (!parsed.success || !numbersRead) return allFieldErrors(errors, parsed.error, 'patch');
  return fromMutateResult(await mutate.furnitureUpdate(parsed.data), 'patch');
}
