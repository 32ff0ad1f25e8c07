import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../../db/database-context';
import type { LocalRow } from '../../../db/database';
import { toLiveResult, type LiveResult } from '../../../db/hooks/live-result';
import { countStates } from '../../../lib/intervention-card-state';
import type { CardState } from '../../../lib/intervention-card-state';

export interface InterventionListRow {
  intervention: LocalRow<'interventions'>;
  project: LocalRow<'projects'> | undefined;
  client: LocalRow<'clients'> | undefined;
  counts: Record<CardState, number>;
  total: number;
}

/** Every intervention with its purchase order, client and card counts, from the local store. */
export function useInterventionList(): LiveResult<{
  rows: InterventionListRow[];
  clients: LocalRow<'clients'>[];
}> {
  const db = useDatabase();
  const answer = useLiveQuery(async () => {
    const [interventions, cards, clients] = await Promise.all([
      db.entity('interventions').toArray(),
      db.entity('verificationCards').toArray(),
      db.entity('clients').toArray(),
    ]);
    const projects = await db.entity('projects').bulkGet(interventions.map((row) => row.projectId));
    const clientById = new Map(clients.map((client) => [client.id, client]));
    const cardsByIntervention = new Map<string, LocalRow<'verificationCards'>[]>();
    for (const card of cards) {
      const list = cardsByIntervention.get(card.interventionId);
      if (list) list.push(card);
      else cardsByIntervention.set(card.interventionId, [card]);
    }
    const rows = interventions.map((intervention, index) => {
      const project = projects[index];
      const own = cardsByIntervention.get(intervention.id) ?? [];
      return {
        intervention,
        project,
        client: project ? clientById.get(project.clientId) : undefined,
        counts: countStates(own),
        total: own.length,
      };
    });
    rows.sort((a, b) => (a.intervention.scheduledAt ?? '').localeCompare(b.intervention.scheduledAt ?? ''));
    return { data: { rows, clients: clients.sort((a, b) => a.name.localeCompare(b.name)) } };
  }, [db]);
  return toLiveResult(answer);
}
