import type { QuoteAcceptance } from '../../../src/domain/entities/quote-acceptance.schema';
import { quoteAcceptanceSchema } from '../../../src/domain/entities/quote-acceptance.schema';
import { uuidv7 } from '../../../src/domain/ids';
import { quoteSnapshotHash } from '../../../src/domain/quotes/snapshot-hash';
import { nextVersion } from '../../../server/db/versions';
import { quoteAcceptances } from '../../../server/db/schema';
import { emptySnapshot, tinyPng } from '../../fixtures/quote-snapshot';
import type { TestApp } from './test-app';

export { tinyPng };

/** Stores a signed quote for `projectId` directly (cases the demo lacks), as a new change version. */
export async function storeAcceptance(
  env: TestApp,
  projectId: string,
  signedBy: string,
): Promise<QuoteAcceptance> {
  const snapshot = emptySnapshot(projectId);
  const now = env.clock.now().toISOString();
  const row = quoteAcceptanceSchema.parse({
    id: uuidv7(),
    projectId,
    quoteNumber: '',
    snapshot,
    hash: await quoteSnapshotHash(snapshot),
    signerName: 'Camille Martin',
    signaturePng: tinyPng,
    signedBy,
    deviceSignedAt: now,
    serverSignedAt: now,
    createdAt: now,
    updatedAt: now,
  });
  await env.db.transaction(async (tx) => {
    const version = await nextVersion(tx);
    await tx.insert(quoteAcceptances).values({ id: row.id, version, data: row, projectId });
  });
  return row;
}
