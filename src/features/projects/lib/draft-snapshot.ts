import type { FitoutDatabase } from '../../../db/database';
import { readDocumentAcceptance, type DocumentAcceptance } from '../../../db/quote-acceptances';
import { buildQuoteSnapshot } from '../../../domain/quotes/build-snapshot';
import type { QuoteSnapshot } from '../../../domain/quotes/quote-snapshot.schema';
import { quoteSnapshotHash } from '../../../domain/quotes/snapshot-hash';
import type { ProjectDraft } from '../hooks/use-project-draft';

/** The quote as this screen shows it, in the form a signature keeps (same rows, same pricing as the Quote tab). */
export function draftSnapshot(draft: ProjectDraft): QuoteSnapshot {
  return buildQuoteSnapshot({
    project: draft.project,
    client: draft.client,
    rooms: draft.rooms,
    lines: draft.lines,
    serviceRates: draft.serviceRates,
    rentMonths: draft.rentMonths,
  });
}

/**
 * The project's latest signature, when it signed exactly the quote shown now (same hash): a document
 * never prints a signature beside figures the client did not sign. A quote changed since prints
 * its acceptance block empty, to be signed again.
 */
export async function signedAcceptanceOf(
  db: FitoutDatabase,
  draft: ProjectDraft,
): Promise<DocumentAcceptance | undefined> {
  const acceptance = await readDocumentAcceptance(db, draft.project.id);
  if (acceptance === undefined) return undefined;
  return (await quoteSnapshotHash(draftSnapshot(draft))) === acceptance.hash ? acceptance : undefined;
}
