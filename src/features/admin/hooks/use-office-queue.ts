import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../../db/database-context';
import type { LocalRow } from '../../../db/database';
import { readOfficeQueueRows } from '../../../db/office-queue-rows';
import { toLiveResult, type LiveResult } from '../../../db/hooks/live-result';
import {
  interventionProblems,
  newLeads,
  orderIssues,
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
 * The office's lists, from the local store, recomputed whenever a row they read changes (a pull,
 * a change made in any tab): the counts on the dashboard follow live. Only the first
 * `namedInterventions` interventions come with their project (the others are counted, not named).
 */
export function useOfficeQueue(namedInterventions: number): LiveResult<OfficeQueue> {
  const db = useDatabase();
  const answer = useLiveQuery(async () => {
    const rows = await readOfficeQueueRows(db, namedInterventions);
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
  }, [db, namedInterventions]);
  return toLiveResult(answer);
}
