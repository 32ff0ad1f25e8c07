import Dexie from 'dexie';
import { interventionProblems, orderStatuses, shortAvailabilities } from '../domain/dashboard/office-queue';
import type { FitoutDatabase } from './database';

/**
 * The rows the office's lists can come from, read by the device's own indexes (database.ts,
 * officeQueueIndexes) rather than every row: thousands of projects and lines, of which a few need
 * the office. Rows with no value for an index (a line with no availability) are not in it at all.
 * The projects read are those the lists show: the quotes, the orders with a short or late line or
 * a delivery date, and the projects of the first `namedInterventions` interventions (by most problems).
 */
export function readOfficeQueueRows(db: FitoutDatabase, namedInterventions = Infinity) {
  // One read transaction: one consistent snapshot, and Dexie's live-query cache (which deep-copies
  // every answer) left out, as for the other screens' reads.
  const tables = ['projects', 'purchaseOrderLines', 'verificationCards', 'leads'] as const;
  return db.transaction(
    'r',
    tables.map((name) => db.entity(name)),
    () => readRows(db, namedInterventions),
  );
}

async function readRows(db: FitoutDatabase, namedInterventions: number) {
  const projects = db.entity('projects');
  const lines = db.entity('purchaseOrderLines');
  const cards = db.entity('verificationCards').where('problemStatus');
  const [
    submitted,
    accepted,
    orderIds,
    shortLines,
    datedLines,
    cardsBelow,
    cardsAbove,
    pendingLeads,
    ...delivered
  ] = await Promise.all([
    projects.where('[status+clientStatus]').equals(['draft', 'done']).toArray(),
    projects.where('status').equals('validation').toArray(),
    // The orders' keys alone (no row decoded): a short line counts only on an order.
    Promise.all(orderStatuses.map((status) => projects.where('status').equals(status).primaryKeys())).then(
      (groups) => new Set(groups.flat()),
    ),
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
  // A short line with a date is read by both indexes: counted once.
  const queueLines = new Map([...shortLines, ...datedLines].map((line) => [line.id, line]));
  const orderOfLines = [...queueLines.values()]
    .map((line) => line.projectId)
    .filter((id) => orderIds.has(id));
  const named = interventionProblems(problemCards)
    .slice(0, namedInterventions)
    .map((entry) => entry.projectId);
  // Hundreds of projects of lines and cards would be read and watched one key at a time; these are
  // the few the lists show.
  const missing = [...new Set([...orderOfLines, ...named])].filter((id) => !known.has(id));
  for (const project of await projects.bulkGet(missing)) if (project) known.set(project.id, project);
  return { projects: [...known.values()], lines: [...queueLines.values()], problemCards, pendingLeads };
}
