import Dexie from 'dexie';
import { orderStatuses, shortAvailabilities } from '../domain/dashboard/office-queue';
import type { FitoutDatabase } from './database';

/**
 * The rows the office's lists can come from, read by the device's own indexes (database.ts,
 * officeQueueIndexes) rather than every row: thousands of projects and lines, of which a few need
 * the office. Rows with no value for an index (a line with no availability) are not in it at all.
 */
export function readOfficeQueueRows(db: FitoutDatabase) {
  // One read transaction: one consistent snapshot, and Dexie's live-query cache (which deep-copies
  // every answer) left out, as for the other screens' reads.
  const tables = ['projects', 'purchaseOrderLines', 'verificationCards', 'leads'] as const;
  return db.transaction(
    'r',
    tables.map((name) => db.entity(name)),
    () => readRows(db),
  );
}

async function readRows(db: FitoutDatabase) {
  const projects = db.entity('projects');
  const lines = db.entity('purchaseOrderLines');
  const cards = db.entity('verificationCards').where('problemStatus');
  const [submitted, accepted, shortLines, datedLines, cardsBelow, cardsAbove, pendingLeads, ...delivered] =
    await Promise.all([
      projects.where('[status+clientStatus]').equals(['draft', 'done']).toArray(),
      projects.where('status').equals('validation').toArray(),
      // One equals per availability rather than anyOf, which Dexie walks with a cursor, row by row.
      Promise.all(
        [...shortAvailabilities].map((availability) =>
          lines.where('availability').equals(availability).toArray(),
        ),
      ).then((groups) => groups.flat()),
      lines.where('availabilityDate').above('').toArray(),
      // Two plain ranges around 'none', not notEqual('none'): Dexie walks notEqual with a cursor that
      // steps through every 'none' key (tens of thousands of cards, a second), a range is one read.
      cards.below('none').toArray(),
      cards.above('none').toArray(),
      db.entity('leads').where('referralStatus').equals('pending').toArray(),
      // Orders with an expected delivery (a date conflict is only an order's), by a compound index.
      ...orderStatuses.map((status) =>
        projects
          .where('[status+estimatedDates.delivery]')
          .between([status, ''], [status, Dexie.maxKey])
          .toArray(),
      ),
    ]);
  const problemCards = [...cardsBelow, ...cardsAbove];
  const known = new Map(
    [...submitted, ...accepted, ...delivered.flat()].map((project) => [project.id, project]),
  );
  const missing = [
    ...new Set([...shortLines, ...datedLines, ...problemCards].map((row) => row.projectId)),
  ].filter((id) => !known.has(id));
  for (const project of await projects.bulkGet(missing)) if (project) known.set(project.id, project);
  // A short line with a date is read by both indexes: counted once.
  const queueLines = new Map([...shortLines, ...datedLines].map((line) => [line.id, line]));
  return { projects: [...known.values()], lines: [...queueLines.values()], problemCards, pendingLeads };
}
