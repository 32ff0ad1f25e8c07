import type { Mutate } from '../../../sync/client';
import { uuidv7 } from '../../../domain/ids';
import { lineAddArgs } from '../../../domain/mutators/line-add';
import { lineRemoveArgs } from '../../../domain/mutators/line-remove';
import { lineReplaceArgs } from '../../../domain/mutators/line-replace';
import { lineUpdateQuantityArgs } from '../../../domain/mutators/line-update-quantity';
import { fromMutateResult, fromZodError, type ActionResult } from '../../../lib/action-result';

export async function addFurnitureLine(
  mutate: Mutate,
  roomId: string,
  furnitureId: string,
): Promise<ActionResult> {
  const parsed = lineAddArgs.safeParse({ id: uuidv7(), roomId, furnitureId, quantity: 1 });
  if (!parsed.success) return fromZodError(parsed.error);
  return fromMutateResult(await mutate.lineAdd(parsed.data));
}

/** `shown` is the quantity the screen showed: the server refuses the change if another one it loses to came since. */
export async function changeQuantity(
  mutate: Mutate,
  id: string,
  quantity: number,
  shown: number,
): Promise<ActionResult> {
  const parsed = lineUpdateQuantityArgs.safeParse({ id, quantity, base: { quantity: shown } });
  if (!parsed.success) return fromZodError(parsed.error);
  return fromMutateResult(await mutate.lineUpdateQuantity(parsed.data));
}

export async function removeLine(mutate: Mutate, id: string): Promise<ActionResult> {
  const parsed = lineRemoveArgs.safeParse({ id });
  if (!parsed.success) return fromZodError(parsed.error);
  return fromMutateResult(await mutate.lineRemove(parsed.data));
}

/** Swaps the line's furniture for another in one change, keeping its quantity and room. */
export async function replaceLine(mutate: Mutate, id: string, furnitureId: string): Promise<ActionResult> {
  const parsed = lineReplaceArgs.safeParse({ id, furnitureId });
  if (!parsed.success) return fromZodError(parsed.error);
  return fromMutateResult(await mutate.lineReplace(parsed.data));
}
