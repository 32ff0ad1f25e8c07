import { describe, expect, it } from 'vitest';
import { FitoutDatabase, type LocalRow } from '../../../src/db/database';
import { readOfficeQueueRows } from '../../../src/db/office-queue-rows';
import { problemStatuses } from '../../../src/domain/enums';
import { uniqueDatabaseName } from '../sync/support/engine-setup';

/** A card with only the fields the office's read looks at (the rest does not reach the index). */
function card(
  id: string,
  problemStatus: string,
  projectId = 'missing-project',
): LocalRow<'verificationCards'> {
  return { id, version: 1, projectId, problemStatus } as LocalRow<'verificationCards'>;
}

/** A project with only the fields the office's indexes read. */
function project(id: string, status: string): LocalRow<'projects'> {
  return {
    id,
    version: 1,
    status,
    clientStatus: 'draft',
    estimatedDates: { delivery: null },
  } as unknown as LocalRow<'projects'>;
}

/** A line short of its furniture, on a project. */
function shortLine(id: string, projectId: string): LocalRow<'purchaseOrderLines'> {
  return { id, version: 1, projectId, availability: 'unavailable' } as LocalRow<'purchaseOrderLines'>;
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

  it('reads the projects the lists name: the orders of short lines, the interventions with most problems first', async () => {
    const db = new FitoutDatabase(uniqueDatabaseName('office-queue'));
    await db
      .entity('projects')
      .bulkPut([
        project('order', 'validated'),
        project('draft', 'draft'),
        project('most-problems', 'done'),
        project('fewer-problems', 'done'),
      ]);
    await db.entity('purchaseOrderLines').bulkPut([shortLine('l1', 'order'), shortLine('l2', 'draft')]);
    await db
      .entity('verificationCards')
      .bulkPut([
        card('c1', 'damaged_item', 'fewer-problems'),
        card('c2', 'damaged_item', 'most-problems'),
        card('c3', 'damaged_item', 'most-problems'),
      ]);

    const rows = await readOfficeQueueRows(db, 1);

    expect(rows.projects.map((row) => row.id).sort()).toEqual(['most-problems', 'order']);
    expect(rows.lines).toHaveLength(2);
    expect(rows.problemCards).toHaveLength(3);
    db.close();
  });
});
