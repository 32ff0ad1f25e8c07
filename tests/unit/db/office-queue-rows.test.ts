import { describe, expect, it } from 'vitest';
import { FitoutDatabase, type LocalRow } from '../../../src/db/database';
import { readOfficeQueueRows } from '../../../src/db/office-queue-rows';
import { problemStatuses } from '../../../src/domain/enums';
import { uniqueDatabaseName } from '../sync/support/engine-setup';

/** A card with only the fields the office's read looks at (the rest does not reach the index). */
function card(id: string, problemStatus: string): LocalRow<'verificationCards'> {
  return { id, version: 1, projectId: 'missing-project', problemStatus } as LocalRow<'verificationCards'>;
}

describe('readOfficeQueueRows', () => {
  it("reads every card with a problem, whatever its status sorts before or after 'none'", async () => {
    const db = new FitoutDatabase(uniqueDatabaseName('office-queue'));
    const problems = problemStatuses.filter((status) => status !== 'none');
    await db
      .entity('verificationCards')
      .bulkPut([
        ...problems.map((status, i) => card(`problem-${i}`, status)),
        ...Array.from({ length: 50 }, (_, i) => card(`fine-${i}`, 'none')),
      ]);

    const rows = await readOfficeQueueRows(db);

    expect(rows.problemCards.map((row) => row.problemStatus).sort()).toEqual([...problems].sort());
    db.close();
  });
});
