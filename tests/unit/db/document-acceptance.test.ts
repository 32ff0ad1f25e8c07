import { describe, expect, it } from 'vitest';
import { FitoutDatabase } from '../../../src/db/database';
import { readDocumentAcceptance } from '../../../src/db/quote-acceptances';
import { quoteAcceptanceSchema } from '../../../src/domain/entities/quote-acceptance.schema';
import { quoteSnapshotHash } from '../../../src/domain/quotes/snapshot-hash';
import { emptySnapshot, tinyPng } from '../../fixtures/quote-snapshot';

const projectId = '01940000-0000-7000-8000-00000000c001';
const snapshot = emptySnapshot(projectId, 'Q-2026-0003');

async function acceptance(id: string, createdAt: string, serverSignedAt: string | null, signerName: string) {
  return {
    ...quoteAcceptanceSchema.parse({
      id,
      projectId,
      quoteNumber: 'Q-2026-0003',
      snapshot,
      hash: await quoteSnapshotHash(snapshot),
      signerName,
      signaturePng: tinyPng,
      signedBy: '01940000-0000-7000-8000-00000000d001',
      deviceSignedAt: '2026-03-02T08:59:00.000Z',
      serverSignedAt,
      createdAt,
      updatedAt: createdAt,
    }),
    version: 1,
  };
}

describe('readDocumentAcceptance (the quote PDF’s acceptance block)', () => {
  it('gives the latest signature of the project, dated by the server once kept, by the device until then', async () => {
    const db = new FitoutDatabase(`document-acceptance-${Math.random()}`);
    expect(await readDocumentAcceptance(db, projectId)).toBeUndefined();
    const older = await acceptance(
      '01940000-0000-7000-8000-00000000a001',
      '2026-03-01T10:00:00.000Z',
      '2026-03-01T10:00:05.000Z',
      'Ancienne',
    );
    await db.entity('quoteAcceptances').bulkPut([older]);
    expect(await readDocumentAcceptance(db, projectId)).toEqual({
      name: 'Ancienne',
      signedAt: '2026-03-01T10:00:05.000Z',
      signaturePng: tinyPng,
      hash: older.hash,
    });
    const pending = await acceptance(
      '01940000-0000-7000-8000-00000000a002',
      '2026-03-02T09:00:00.000Z',
      null,
      'Camille Martin',
    );
    await db.entity('quoteAcceptances').bulkPut([pending]);
    expect(await readDocumentAcceptance(db, projectId)).toEqual({
      name: 'Camille Martin',
      signedAt: '2026-03-02T08:59:00.000Z',
      signaturePng: tinyPng,
      hash: pending.hash,
    });
    db.close();
  });
});
