import { describe, expect, it } from 'vitest';
import { FitoutDatabase, type LocalRow } from '../../../src/db/database';
import { readProjectListRows } from '../../../src/db/project-list-rows';
import { uniqueDatabaseName } from '../sync/support/engine-setup';

/** A project with only the fields the list's read looks at. */
function project(id: string, updatedAt: string): LocalRow<'projects'> {
  return { id, version: 1, updatedAt } as LocalRow<'projects'>;
}

describe('readProjectListRows', () => {
  it('reads every project, or only the most recently changed first when asked for the newest', async () => {
    const db = new FitoutDatabase(uniqueDatabaseName('project-list'));
    const days = Array.from({ length: 30 }, (_, i) => String(i + 1).padStart(2, '0'));
    // Written in an order that is neither by id nor by date: the index, not the key, gives the order.
    await db
      .entity('projects')
      .bulkPut(days.map((day, i) => project(`p-${(i * 7) % 30}`, `2026-11-${day}T10:00:00.000Z`)));

    const newest = await readProjectListRows(db, 3);
    const all = await readProjectListRows(db);

    expect(newest.projects.map((row) => row.updatedAt)).toEqual([
      '2026-11-30T10:00:00.000Z',
      '2026-11-29T10:00:00.000Z',
      '2026-11-28T10:00:00.000Z',
    ]);
    expect(all.projects).toHaveLength(30);
    db.close();
  });
});
