import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useRef } from 'react';
import { useDatabase } from '../../../db/database-context';
import type { LocalRow } from '../../../db/database';
import { toLiveResult, type LiveResult } from '../../../db/hooks/live-result';
import { byId, keepUnchanged } from '../../../db/hooks/stable-rows';
import type { OverlayView } from '../../../db/optimistic/overlay';
import { useHeldRows, useOverlayView } from '../../../db/optimistic/use-overlay';
import { withPending } from '../../../db/optimistic/with-pending';
import type { EntityName } from '../../../domain/entities/entity-indexes';
import { byPosition } from '../../../domain/order';
import { readCatalogueConfig } from '../../../lib/catalogue-api';

export interface ProjectDraft {
  project: LocalRow<'projects'>;
  /** Undefined while the client row has not been pulled: prices then use no client multiplier. */
  client: LocalRow<'clients'> | undefined;
  rooms: LocalRow<'rooms'>[];
  lines: LocalRow<'purchaseOrderLines'>[];
  furniture: ReadonlyMap<string, LocalRow<'furniture'>>;
  /** The rental's length, the business setting the server last sent (kept on this device). */
  rentMonths: number;
  /** The services' prices the office set: they price the project's options. */
  serviceRates: LocalRow<'serviceRates'>[];
}

/** The draft with the changes of this tab that the read which made it had not seen yet. */
function withPendingChanges(
  draft: ProjectDraft,
  overlay: OverlayView,
  generation: number,
): ProjectDraft | undefined {
  const project = overlay.pending('projects', draft.project.id, generation);
  if (project?.row === null) return undefined;
  const rooms = withPending(
    draft.rooms,
    overlay.pendingOf('rooms', generation),
    (room) => room.projectId === draft.project.id,
  );
  const lines = withPending(
    draft.lines,
    overlay.pendingOf('purchaseOrderLines', generation),
    (line) => line.projectId === draft.project.id,
  );
  if (project === undefined && rooms === draft.rooms && lines === draft.lines) return draft;
  return {
    ...draft,
    project: (project?.row as LocalRow<'projects'> | undefined) ?? draft.project,
    rooms: rooms === draft.rooms ? rooms : rooms.sort(byPosition),
    lines: lines === draft.lines ? lines : lines.sort(byPosition),
  };
}

function heldRows(draft: ProjectDraft | undefined): Array<readonly [EntityName, LocalRow]> {
  if (draft === undefined) return [];
  return [
    ['projects', draft.project] as const,
    ...(draft.client ? [['clients', draft.client] as const] : []),
    ...draft.rooms.map((room) => ['rooms', room] as const),
    ...draft.lines.map((line) => ['purchaseOrderLines', line] as const),
    ...[...draft.furniture.values()].map((row) => ['furniture', row] as const),
  ];
}

/**
 * The draft screen's data in one live query and one read transaction, so a pulled page or a local
 * change re-renders it once with a consistent picture. Rows that did not change keep their previous
 * objects, so a quantity change re-renders only its own line. A change made in this tab shows at
 * once, before the store answers. `data: undefined` once loaded: no such project in this user's scope.
 */
export function useProjectDraft(projectId: string | undefined): LiveResult<ProjectDraft | undefined> {
  const db = useDatabase();
  const previous = useRef<ProjectDraft | undefined>(undefined);
  const answer = useLiveQuery(() => {
    const tables = [
      'projects',
      'clients',
      'rooms',
      'purchaseOrderLines',
      'furniture',
      'serviceRates',
    ] as const;
    return db.transaction('r', [...tables.map((name) => db.entity(name)), db.meta], async () => {
      const generation = db.overlay.generation;
      if (projectId === undefined) return { generation, data: undefined };
      // Everything keyed on the project id is read at once, then what the rows name: two round trips.
      const [project, rooms, lines, serviceRates, { rentMonths }] = await Promise.all([
        db.entity('projects').get(projectId),
        db.entity('rooms').where('projectId').equals(projectId).toArray(),
        db.entity('purchaseOrderLines').where('projectId').equals(projectId).toArray(),
        db.entity('serviceRates').toArray(),
        readCatalogueConfig(db),
      ]);
      if (!project) return { generation, data: undefined };
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
        rentMonths,
        serviceRates: keepUnchanged(byId(before?.serviceRates ?? []), serviceRates),
      };
      previous.current = draft;
      return { generation, data: draft };
    });
  }, [db, projectId]);
  const overlay = useOverlayView(db.overlay);
  const live = answer?.data;
  const held = useMemo(() => heldRows(live), [live]);
  useHeldRows(db.overlay, held);
  return useMemo(() => {
    if (answer?.data === undefined) return toLiveResult(answer);
    return { loading: false, data: withPendingChanges(answer.data, overlay, answer.generation) };
  }, [answer, overlay]);
}
