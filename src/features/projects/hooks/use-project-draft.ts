import { useLiveQuery } from 'dexie-react-hooks';
import { useRef } from 'react';
import { useDatabase } from '../../../db/database-context';
import type { LocalRow } from '../../../db/database';
import { toLiveResult, type LiveResult } from '../../../db/hooks/live-result';
import { byId, keepUnchanged } from '../../../db/hooks/stable-rows';

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
 * The draft screen's data in one live query and one read transaction, so a pulled page or a local
 * change re-renders it once with a consistent picture. Rows that did not change keep their previous
 * objects, so a quantity change re-renders only its own line. `data: undefined` once loaded: no such
 * project in this user's scope.
 */
export function useProjectDraft(projectId: string | undefined): LiveResult<ProjectDraft | undefined> {
  const db = useDatabase();
  const previous = useRef<ProjectDraft | undefined>(undefined);
  const answer = useLiveQuery(() => {
    const tables = ['projects', 'clients', 'rooms', 'purchaseOrderLines', 'furniture'] as const;
    return db.transaction(
      'r',
      tables.map((name) => db.entity(name)),
      async () => {
        if (projectId === undefined) return { data: undefined };
        // Everything keyed on the project id is read at once, then what the rows name: two round trips.
        const [project, rooms, lines] = await Promise.all([
          db.entity('projects').get(projectId),
          db.entity('rooms').where('projectId').equals(projectId).toArray(),
          db.entity('purchaseOrderLines').where('projectId').equals(projectId).toArray(),
        ]);
        if (!project) return { data: undefined };
        const furnitureIds = [
          ...new Set(lines.flatMap((line) => (line.furnitureId ? [line.furnitureId] : []))),
        ];
        const [client, furnitureRows] = await Promise.all([
          db.entity('clients').get(project.clientId),
          db.entity('furniture').bulkGet(furnitureIds),
        ]);
        const furniture = new Map<string, LocalRow<'furniture'>>();
        for (const row of furnitureRows) if (row) furniture.set(row.id, row);
        const before = previous.current?.project.id === project.id ? previous.current : undefined;
        const draft: ProjectDraft = {
          project,
          client,
          rooms: keepUnchanged(byId(before?.rooms ?? []), rooms.sort(byPosition)),
          lines: keepUnchanged(byId(before?.lines ?? []), lines.sort(byPosition)),
          furniture: byId(keepUnchanged(before?.furniture ?? new Map(), [...furniture.values()])),
        };
        previous.current = draft;
        return { data: draft };
      },
    );
  }, [db, projectId]);
  return toLiveResult(answer);
}
