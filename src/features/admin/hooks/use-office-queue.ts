import Dexie from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../../db/database-context';
import type { FitoutDatabase, LocalRow } from '../../../db/database';
import { toLiveResult, type LiveResult } from '../../../db/hooks/live-result';
import {
  interventionProblems,
  newLeads,
  orderIssues,
  orderStatuses,
  shortAvailabilities,
  waitingQuotes,
  type OrderIssue,
} from '../../../domain/dashboard/office-queue';

export interface OfficeQueue {
  quotes: LocalRow<'projects'>[];
  orders: OrderIssue<LocalRow<'projects'>>[];
  interventions: { project: LocalRow<'projects'> | undefined; projectId: string; problems: number }[];
  leads: LocalRow<'leads'>[];
}

/**
 * The rows the office's lists can come from, read by the device's own indexes (database.ts,
 * officeQueueIndexes) rather than every row: thousands of projects and lines, of which a few need
 * the office. Rows with no value for an index (a line with no availability) are not in it at all.
 */
async function readQueueRows(db: FitoutDatabase) {
  const projects = db.entity('projects');
  const lines = db.entity('purchaseOrderLines');
  const [submitted, accepted, shortLines, datedLines, problemCards, pendingLeads, ...delivered] =
    await Promise.all([
      projects.where('[status+clientStatus]').equals(['draft', 'done']).toArray(),
      projects.where('status').equals('validation').toArray(),
      lines
        .where('availability')
        .anyOf([...shortAvailabilities])
        .toArray(),
      lines.where('availabilityDate').above('').toArray(),
      db.entity('verificationCards').where('problemStatus').notEqual('none').toArray(),
      db.entity('leads').where('referralStatus').equals('pending').toArray(),
      // Orders with an expected delivery (a date conflict is only an order's), by a compound index.
      ...orderStatuses.map((status) =>
        projects
          .where('[status+estimatedDates.delivery]')
          .between([status, ''], [status, Dexie.maxKey])
          .toArray(),
      ),
    ]);
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

/**
 * The office's lists, from the local store, recomputed whenever a row they read changes (a pull,
 * a change made in any tab): the counts on the dashboard follow live.
 */
export function useOfficeQueue(): LiveResult<OfficeQueue> {
  const db = useDatabase();
  const answer = useLiveQuery(async () => {
    const rows = await readQueueRows(db);
    const byId = new Map(rows.projects.map((project) => [project.id, project]));
    return {
      data: {
        quotes: waitingQuotes(rows.projects),
        orders: orderIssues(rows.projects, rows.lines),
        interventions: interventionProblems(rows.problemCards).map((entry) => ({
          ...entry,
          project: byId.get(entry.projectId),
        })),
        leads: newLeads(rows.pendingLeads),
      },
    };
  }, [db]);
  return toLiveResult(answer);
}
