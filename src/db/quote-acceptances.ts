import type { QuoteAcceptance } from '../domain/entities/quote-acceptance.schema';
import type { FitoutDatabase } from './database';

/** A signature as the quote PDF prints it (the document model's `acceptance`). */
export interface DocumentAcceptance {
  name: string;
  /** ISO: the server's time once it kept the signature, the device's until then. */
  signedAt: string;
  signaturePng: string;
  hash: string;
}

/** The project's latest signature: the one the quote stands on (an older one signed an older version). */
export function latestAcceptance<A extends Pick<QuoteAcceptance, 'createdAt' | 'id'>>(
  rows: readonly A[],
): A | undefined {
  return rows.reduce<A | undefined>(
    (latest, row) =>
      latest === undefined ||
      row.createdAt > latest.createdAt ||
      (row.createdAt === latest.createdAt && row.id > latest.id)
        ? row
        : latest,
    undefined,
  );
}

export function documentAcceptance(acceptance: QuoteAcceptance): DocumentAcceptance {
  return {
    name: acceptance.signerName,
    signedAt: acceptance.serverSignedAt ?? acceptance.deviceSignedAt,
    signaturePng: acceptance.signaturePng,
    hash: acceptance.hash,
  };
}

/** What the quote PDF prints of the project's latest signature, read from this device (offline too). */
export async function readDocumentAcceptance(
  db: FitoutDatabase,
  projectId: string,
): Promise<DocumentAcceptance | undefined> {
  const rows = await db.entity('quoteAcceptances').where('projectId').equals(projectId).toArray();
  const latest = latestAcceptance(rows);
  return latest === undefined ? undefined : documentAcceptance(latest);
}
