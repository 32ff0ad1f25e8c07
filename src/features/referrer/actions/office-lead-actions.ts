import type { LeadStatus } from '../../../domain/enums';
import { leadUpdateArgs } from '../../../domain/mutators/lead';
import { fromMutateResult, fromZodError, type ActionResult } from '../../../lib/action-result';
import type { Mutate } from '../../../sync/client';

/** The office moves a lead's referral status; refused moves come back with their reason. */
export async function moveLead(mutate: Mutate, id: string, status: LeadStatus): Promise<ActionResult> {
  return fromMutateResult(await mutate.leadSetStatus({ id, status }));
}

export interface SignedProjectDraft {
  projectId: string | null;
  contractValueCents: number | null;
  /** YYYY-MM-DD or ''. */
  firstContract: string;
}

/** The project a lead became, its value and its first contract's date. */
export async function saveSignedProject(
  mutate: Mutate,
  id: string,
  draft: SignedProjectDraft,
): Promise<ActionResult> {
  const parsed = leadUpdateArgs.safeParse({
    id,
    patch: {
      projectId: draft.projectId,
      contractValueCents: draft.contractValueCents,
      firstContractAt: draft.firstContract === '' ? null : `${draft.firstContract}T00:00:00.000Z`,
    },
  });
  if (!parsed.success) return fromZodError(parsed.error, 'patch');
  return fromMutateResult(await mutate.leadUpdate(parsed.data), 'patch');
}
