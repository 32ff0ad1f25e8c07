import {
  businessReferrerCreateArgs,
  businessReferrerUpdateArgs,
} from '../../../domain/mutators/business-referrer';
import { fromMutateResult, fromZodError, type ActionResult } from '../../../lib/action-result';
import type { Mutate } from '../../../sync/client';

export interface ReferrerDraft {
  name: string;
  canAccessPurchaseOrder: boolean;
}

/** Adds or updates a business referrer; applied locally at once and synced, so it works offline. */
export async function saveReferrer(
  mutate: Mutate,
  id: string,
  isNew: boolean,
  draft: ReferrerDraft,
): Promise<ActionResult> {
  if (isNew) {
    const parsed = businessReferrerCreateArgs.safeParse({ id, ...draft });
    if (!parsed.success) return fromZodError(parsed.error);
    return fromMutateResult(await mutate.businessReferrerCreate(parsed.data));
  }
  const parsed = businessReferrerUpdateArgs.safeParse({ id, patch: draft });
  if (!parsed.success) return fromZodError(parsed.error, 'patch');
  return fromMutateResult(await mutate.businessReferrerUpdate(parsed.data), 'patch');
}

/** The furniture modules a referrer's leads may be offered. */
export async function saveReferrerModules(
  mutate: Mutate,
  id: string,
  moduleIds: readonly string[],
): Promise<ActionResult> {
  return fromMutateResult(
    await mutate.businessReferrerUpdate({ id, patch: { moduleIds: [...moduleIds] } }),
    'patch',
  );
}
