import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../../db/database-context';
import type { LocalRow } from '../../../db/database';
import { toLiveResult, type LiveResult } from '../../../db/hooks/live-result';

export interface ProjectDraft {
  project: LocalRow<'projects'>;
  /** Undefined while the client row has not been pulled: prices then use no client multiplier. */
  client: LocalRow<'clients'> | undefined;
  rooms: LocalRow<'rooms'>[];
  lines: LocalRow<'purchaseOrderLines'>[];
  furniture: ReadonlyMap<string, LocalRow<'furniture'>>;
}

function byPosition(a: { position: number; createdAt: string }, b: { position: number; createdAt: string }) {
  return a.position - b.position || a.createdAt.localeCompare(b.createdAt);
}

/**
 * The draft screen's data in one live query, so a pulled page or a local change re-renders it once
 * with a consistent picture. `data: undefined` once loaded: no such project in this user's scope.
 */
export function useProjectDraft(projectId: string | undefined): LiveResult<ProjectDraft | undefined> {
  const db = useDatabase();
  const answer = useLiveQuery(async () => {
    const project = projectId === undefined ? undefined : await db.entity('projects').get(projectId);
    if (!project) return { data: undefined };
    const [client, rooms, lines] = await Promise.all([
      db.entity('clients').get(project.clientId),
      db.entity('rooms').where('projectId').equals(project.id).toArray(),
      db.entity('purchaseOrderLines').where('projectId').equals(project.id).toArray(),
    ]);
    const furnitureIds = [...new Set(lines.flatMap((line) => (line.furnitureId ? [line.furnitureId] : [])))];
    const furniture = new Map<string, LocalRow<'furniture'>>();
    for (const row of await db.entity('furniture').bulkGet(furnitureIds)) if (row) furniture.set(row.id, row);
    return {
      data: { project, client, rooms: rooms.sort(byPosition), lines: lines.sort(byPosition), furniture },
    };
  }, [db, projectId]);
  return toLiveResult(answer);
}
