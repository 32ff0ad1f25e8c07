import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../../db/database-context';
import type { LocalRow } from '../../../db/database';
import { toLiveResult, type LiveResult } from '../../../db/hooks/live-result';
import { projectMultiplier, projectQuoteTotals, type QuoteTotals } from '../../../domain/pricing';
import { readCatalogueConfig } from '../../../lib/catalogue-api';

/** `mine`: the projects the user created; `team`: every project of its client. */
export type ProjectListScope = 'mine' | 'team';

export interface ProjectListRow {
  project: LocalRow<'projects'>;
  totals: QuoteTotals;
  /** The rental's length the totals were priced over (the business setting kept on the device). */
  rentMonths: number;
  /** The creator's user row; undefined while it has not been pulled (or the list is not the team's). */
  creator: LocalRow<'users'> | undefined;
}

export interface ProjectList {
  /** Last updated first. */
  rows: ProjectListRow[];
  /** Undefined while the client row has not been pulled: prices then use no client multiplier. */
  client: LocalRow<'clients'> | undefined;
}

function groupByProject<R extends { projectId: string }>(rows: readonly R[]): Map<string, R[]> {
  const groups = new Map<string, R[]>();
  for (const row of rows) {
    const group = groups.get(row.projectId);
    if (group) group.push(row);
    else groups.set(row.projectId, [row]);
  }
  return groups;
}

/**
 * A client's projects with their totals, read from the local store in one transaction (it works
 * offline and follows every pull and local change). The total comes from the shared pricing code
 * with the client's multiplier, as the draft screen computes it.
 */
export function useProjectList(
  scope: ProjectListScope,
  userId: string,
  clientId: string | null,
): LiveResult<ProjectList> {
  const db = useDatabase();
  const answer = useLiveQuery(() => {
    const tables = ['projects', 'clients', 'rooms', 'purchaseOrderLines', 'users', 'serviceRates'] as const;
    return db.transaction('r', [...tables.map((name) => db.entity(name)), db.meta], async () => {
      const projects =
        scope === 'mine'
          ? await db.entity('projects').where('creatorId').equals(userId).toArray()
          : await db
              .entity('projects')
              .where('clientId')
              .equals(clientId ?? '')
              .toArray();
      const ids = projects.map((project) => project.id);
      const creatorIds = scope === 'team' ? [...new Set(projects.map((p) => p.creatorId))] : [];
      const [rooms, lines, client, creators, serviceRates, { rentMonths }] = await Promise.all([
        db.entity('rooms').where('projectId').anyOf(ids).toArray(),
        db.entity('purchaseOrderLines').where('projectId').anyOf(ids).toArray(),
        clientId === null ? undefined : db.entity('clients').get(clientId),
        db.entity('users').bulkGet(creatorIds),
        db.entity('serviceRates').toArray(),
        readCatalogueConfig(db),
      ]);
      const roomsOf = groupByProject(rooms);
      const linesOf = groupByProject(lines);
      const creatorById = new Map(creators.flatMap((user) => (user ? [[user.id, user] as const] : [])));
      const rows = projects
        .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
        .map((project) => ({
          project,
          totals: projectQuoteTotals(
            project,
            roomsOf.get(project.id) ?? [],
            linesOf.get(project.id) ?? [],
            projectMultiplier(project, client),
            rentMonths,
            serviceRates,
          ),
          rentMonths,
          creator: creatorById.get(project.creatorId),
        }));
      return { data: { rows, client } };
    });
  }, [db, scope, userId, clientId]);
  return toLiveResult(answer);
}
