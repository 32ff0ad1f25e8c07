import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../../db/database-context';
import type { LocalRow } from '../../../db/database';
import { useEntity } from '../../../db/hooks/use-entity';
import { toLiveResult, type LiveResult } from '../../../db/hooks/live-result';
import { byPosition } from '../../../domain/order';

export interface AdminProjectRows {
  client: LocalRow<'clients'> | undefined;
  creator: LocalRow<'users'> | undefined;
  parent: LocalRow<'projects'> | undefined;
  rooms: LocalRow<'rooms'>[];
  lines: LocalRow<'purchaseOrderLines'>[];
  /** The furniture (quoted or replacing) and modules the lines name, by id. */
  furniture: ReadonlyMap<string, LocalRow<'furniture'>>;
  modules: ReadonlyMap<string, LocalRow<'furnitureModules'>>;
  interventions: LocalRow<'interventions'>[];
  verificationCards: LocalRow<'verificationCards'>[];
  attachments: LocalRow<'attachments'>[];
  /** Every version, newest first. */
  purchaseOrders: LocalRow<'purchaseOrders'>[];
  /** The users the purchase orders name as their makers. */
  users: ReadonlyMap<string, LocalRow<'users'>>;
  /** The services' prices, which price the project's options. */
  serviceRates: LocalRow<'serviceRates'>[];
}

export interface AdminProject extends AdminProjectRows {
  project: LocalRow<'projects'>;
}

function present<T>(rows: readonly (T | undefined)[]): Map<string, T & { id: string }> {
  const found = new Map<string, T & { id: string }>();
  for (const row of rows)
    if (row !== undefined) found.set((row as { id: string }).id, row as T & { id: string });
  return found;
}

/**
 * The office's view of one project: the project (a change this tab makes shows at once) and every
 * row it owns or names, from the local store in one read, so it works offline.
 * `data: undefined` once loaded: no such project.
 */
export function useAdminProject(projectId: string | undefined): LiveResult<AdminProject | undefined> {
  const db = useDatabase();
  const project = useEntity('projects', projectId);
  const current = project.data;
  const answer = useLiveQuery(async (): Promise<{ data: AdminProjectRows | undefined }> => {
    if (current === undefined) return { data: undefined };
    const id = current.id;
    const [
      rooms,
      lines,
      interventions,
      verificationCards,
      attachments,
      purchaseOrders,
      client,
      creator,
      parent,
      serviceRates,
    ] = await Promise.all([
      db.entity('rooms').where('projectId').equals(id).toArray(),
      db.entity('purchaseOrderLines').where('projectId').equals(id).toArray(),
      db.entity('interventions').where('projectId').equals(id).toArray(),
      db.entity('verificationCards').where('projectId').equals(id).toArray(),
      db.entity('attachments').where('projectId').equals(id).toArray(),
      db.entity('purchaseOrders').where('projectId').equals(id).toArray(),
      db.entity('clients').get(current.clientId),
      db.entity('users').get(current.creatorId),
      current.parentProjectId === null ? undefined : db.entity('projects').get(current.parentProjectId),
      db.entity('serviceRates').toArray(),
    ]);
    const ids = (pick: (line: LocalRow<'purchaseOrderLines'>) => (string | null)[]) => [
      ...new Set(lines.flatMap((line) => pick(line).filter((id) => id !== null))),
    ];
    const [furniture, modules, users] = await Promise.all([
      // The quoted furniture, and what the office orders instead of it.
      db
        .entity('furniture')
        .bulkGet(ids((line) => [line.furnitureId, line.unavailability?.furnitureId ?? null])),
      db.entity('furnitureModules').bulkGet(ids((line) => [line.moduleId])),
      db.entity('users').bulkGet([...new Set(purchaseOrders.map((order) => order.createdById))]),
    ]);
    return {
      data: {
        client,
        creator,
        parent,
        rooms: rooms.sort(byPosition),
        lines: lines.sort(byPosition),
        furniture: present(furniture),
        modules: present(modules),
        interventions,
        verificationCards,
        attachments,
        purchaseOrders: purchaseOrders.sort((a, b) => b.number - a.number),
        users: present(users),
        serviceRates,
      },
    };
  }, [db, current]);
  if (project.loading) return project;
  if (current === undefined) return { loading: false, data: undefined };
  const rows = toLiveResult(answer);
  if (rows.loading || rows.data === undefined) return { loading: true, data: undefined };
  return { loading: false, data: { project: current, ...rows.data } };
}

/** A line's name: its furniture's or module's, or its id while that row is not pulled. */
export function lineName(line: LocalRow<'purchaseOrderLines'>, rows: AdminProjectRows): string {
  if (line.furnitureId !== null) return rows.furniture.get(line.furnitureId)?.name ?? line.furnitureId;
  if (line.moduleId !== null) return rows.modules.get(line.moduleId)?.name ?? line.moduleId;
  return line.id;
}
