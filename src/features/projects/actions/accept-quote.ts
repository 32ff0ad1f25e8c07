import { uuidv7 } from '../../../domain/ids';
import { quoteAcceptArgs } from '../../../domain/mutators/quote-accept';
import { fromMutateResult, fromZodError, type ActionResult } from '../../../lib/action-result';
import type { Mutate } from '../../../sync/client';
import type { ProjectDraft } from '../hooks/use-project-draft';
import { draftSnapshot } from '../lib/draft-snapshot';

export interface QuoteSignature {
  signerName: string;
  /** The drawn signature as a PNG data URL, '' when nothing is drawn. */
  signaturePng: string;
}

/**
 * The client signs the quote its screen shows: the snapshot is built from the same rows and the same
 * pricing as the Quote tab, at the moment of signing, so what is kept is what was read. Applied at
 * once on the device (the project shows as accepted, pending sync) and queued while offline; the
 * server keeps it only if its quote is still this one.
 */
export async function acceptQuote(
  mutate: Mutate,
  draft: ProjectDraft,
  signature: QuoteSignature,
  now: Date,
): Promise<ActionResult> {
  const snapshot = draftSnapshot(draft);
  const parsed = quoteAcceptArgs.safeParse({
    id: uuidv7(),
    projectId: draft.project.id,
    snapshot,
    signerName: signature.signerName,
    signaturePng: signature.signaturePng,
    signedAt: now.toISOString(),
  });
  if (!parsed.success) return fromZodError(parsed.error);
  return fromMutateResult(await mutate.quoteAccept(parsed.data));
}
