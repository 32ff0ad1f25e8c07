import { uuidv7 } from '../../../domain/ids';
import { projectApplyOfferArgs, type OfferSource } from '../../../domain/mutators/project-apply-offer';
import { fromMutateResult, fromZodError, type ActionResult } from '../../../lib/action-result';
import type { Mutate } from '../../../sync/client';

export type { OfferSource };

/** Fills the draft from a pack or a range: its rooms after the existing ones, in one change. */
export async function applyOffer(
  mutate: Mutate,
  projectId: string,
  source: OfferSource,
): Promise<ActionResult> {
  const parsed = projectApplyOfferArgs.safeParse({ projectId, source, idSeed: uuidv7() });
  if (!parsed.success) return fromZodError(parsed.error);
  return fromMutateResult(await mutate.projectApplyOffer(parsed.data));
}
