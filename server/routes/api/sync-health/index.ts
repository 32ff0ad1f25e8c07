import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { syncHealthSchema, type SyncDevice } from '../../../../src/domain/sync/sync-health.schema';
import { projects, syncClients, users } from '../../../db/schema';
import { bodyText } from '../../../sync/body-fields';
import { rowsOf, toIso } from '../../../sync/sql-rows';
import { requireAdmin } from '../require-admin';

interface DeviceRow {
  client_id: string;
  owner_id: string;
  last_sync_at: unknown;
  oldest_pending_at: unknown;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  project_name: string | null;
}

function deviceOf(row: DeviceRow): SyncDevice {
  const lastSyncAt = toIso(row.last_sync_at)!;
  // An owner is a user, or an installer link's purchase order (server/db/schema/sync-clients.ts).
  const owner: SyncDevice['owner'] =
    row.email !== null
      ? {
          kind: 'user',
          id: row.owner_id,
          name: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim(),
          email: row.email,
        }
      : { kind: 'installer', projectId: row.owner_id, projectName: row.project_name ?? '' };
  return { clientId: row.client_id, owner, lastSyncAt, oldestPendingAt: toIso(row.oldest_pending_at) };
}

/** `GET /api/v1/sync-health` (admin): the office's view of which devices' changes still reach it. */
export const syncHealthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { preValidation: requireAdmin, schema: { response: { 200: syncHealthSchema } } }, async () => {
    const rows = rowsOf<DeviceRow>(
      await app.db
        .execute(sql`select ${syncClients.clientId} as client_id, ${syncClients.ownerId} as owner_id,
            ${syncClients.updatedAt} as last_sync_at, ${syncClients.oldestPendingAt} as oldest_pending_at,
            ${users.email} as email,
            ${users.firstName} as first_name, ${users.lastName} as last_name,
            ${bodyText('projects', 'name')} as project_name
          from ${syncClients}
          left join ${users} on ${users.id} = ${syncClients.ownerId}
          left join ${projects} on ${projects.id} = ${syncClients.ownerId}
          order by least(${syncClients.updatedAt}, ${syncClients.oldestPendingAt}) asc
          limit 500`),
    );
    return { devices: rows.map(deviceOf) };
  });
};
