import { sql, type SQL } from 'drizzle-orm';
import { entityNames, type EntityName } from '../../src/domain/entities/registry';
import type { Actor } from '../../src/domain/mutators/transaction';
import type { PullRequest, PullResponse, RowChange } from '../../src/domain/sync/protocol.schema';
import type { Db, Tx } from '../db/client';
import { users } from '../db/schema';
import { decodeCookie, encodeCookie, startCursor, type Cursor } from './cookie';
import { entityReadRule, scopeHash, scopeOf, type EntityReadRule } from './scope';
import { rowsOf, toIso, toNumber } from './sql-rows';
import { lastMutationIdFor } from './sync-clients';
import { syncedTables } from './tables';
import { userColumns, userFromColumns, type UserColumnsRow } from './users-projection';

export const defaultPullLimit = 2000;

interface PageRow {
  entity: EntityName;
  id: string;
  version: unknown;
  deleted_at: unknown;
  visible: boolean;
  /** The body as JSON text: the drivers' own jsonb decoding is slower than JSON.parse. */
  data: string;
}

interface EntitySource {
  entity: EntityName;
  rule: EntityReadRule;
  from: SQL;
  id: SQL;
  version: SQL;
  deletedAt: SQL;
  data: SQL;
}

function sourceOf(entity: EntityName, rule: EntityReadRule): EntitySource {
  if (entity === 'users') {
    return {
      entity,
      rule,
      from: sql`${users}`,
      id: sql`${users.id}`,
      version: sql`${users.version}`,
      deletedAt: sql`${users.deletedAt}`,
      // The projection without secrets, as JSON, so every entity comes back in one column shape.
      data: sql`(select to_jsonb(u) from (select ${userColumns}) as u)`,
    };
  }
  const { table } = syncedTables[entity];
  return {
    entity,
    rule,
    from: sql`${table}`,
    id: sql`${table.id}`,
    version: sql`${table.version}`,
    deletedAt: sql`${table.deletedAt}`,
    data: rule.data ?? sql`${table.data}`,
  };
}

/**
 * Rows after the cursor in (version, entity, id) order. For one entity, "after" reads: a later
 * version; or the same version when the entity name sorts after the cursor's; or, for the
 * cursor's own entity, the same version and a later id.
 */
function afterCursor(source: EntitySource, cursor: Cursor): SQL {
  if (source.entity > cursor.entity) return sql`${source.version} >= ${cursor.version}`;
  if (source.entity < cursor.entity) return sql`${source.version} > ${cursor.version}`;
  return sql`(${source.version}, ${source.id}) > (${cursor.version}, ${cursor.id}::uuid)`;
}

/** Keys only: sorting wide rows is what makes a page slow, so bodies are read for the chosen page alone. */
function keysSelect(source: EntitySource, cursor: Cursor, limit: number): SQL {
  return sql`(select ${source.entity}::text as entity, ${source.id}::text as id, ${source.version} as version
    from ${source.from} where (${source.rule.where}) and ${afterCursor(source, cursor)}
    order by ${source.version}, ${source.id} limit ${limit})`;
}

function bodiesSelect(source: EntitySource, ids: readonly string[]): SQL {
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  return sql`select ${source.id}::text as id, ${source.deletedAt} as deleted_at, (${source.rule.visible}) as visible,
      ${source.data}::text as data
    from ${source.from} where ${source.id} in (${list})`;
}

type PageKey = Pick<PageRow, 'entity' | 'id' | 'version'>;

/** The bodies of the page's rows, in the page's order (same snapshot, so they match the keys). */
async function readBodies(
  tx: Tx,
  sources: readonly EntitySource[],
  keys: readonly PageKey[],
): Promise<PageRow[]> {
  const bodies = new Map<string, Omit<PageRow, 'entity' | 'version'>>();
  for (const source of sources) {
    const ids = keys.filter((key) => key.entity === source.entity).map((key) => key.id);
    if (ids.length === 0) continue;
    for (const row of rowsOf<Omit<PageRow, 'entity' | 'version'>>(
      await tx.execute(bodiesSelect(source, ids)),
    )) {
      bodies.set(`${source.entity}/${row.id}`, row);
    }
  }
  return keys.flatMap((key) => {
    const body = bodies.get(`${key.entity}/${key.id}`);
    return body === undefined ? [] : [{ ...body, entity: key.entity, version: key.version }];
  });
}

function countSelect(source: EntitySource, cursor: Cursor): SQL {
  return sql`(select count(*) from ${source.from} where (${source.rule.where}) and ${afterCursor(source, cursor)})`;
}

function toChange(row: PageRow, now: string): RowChange {
  const version = toNumber(row.version);
  const deletedAt = toIso(row.deleted_at);
  // A row the caller may no longer see goes out as a tombstone, so the device drops it.
  if (deletedAt !== null || !row.visible) {
    return { entity: row.entity, id: row.id, version, deletedAt: deletedAt ?? now, data: null };
  }
  const parsed = JSON.parse(row.data) as Record<string, unknown>;
  const data = row.entity === 'users' ? userFromColumns(parsed as unknown as UserColumnsRow) : parsed;
  return { entity: row.entity, id: row.id, version, deletedAt: null, data };
}

export interface PullContext {
  db: Db;
  actor: Actor;
  userId: string;
  now: string;
}

/**
 * One page of the caller's changes since the cookie. Read in one REPEATABLE READ transaction, so
 * the rows and the lastMutationID come from the same snapshot. Versions follow commit order (see
 * db/versions.ts), so a cursor never passes a row that commits later.
 */
export async function pull(context: PullContext, request: PullRequest): Promise<PullResponse> {
  const limit = request.limit ?? defaultPullLimit;
  return context.db.transaction(
    async (tx: Tx) => {
      const scope = await scopeOf(tx, context.actor);
      const hash = scopeHash(scope);
      const cookie = decodeCookie(request.cookie);
      const reset = cookie === null || cookie.scope !== hash;
      const cursor = reset ? startCursor : cookie.cursor;
      const sources = entityNames.flatMap((entity) => {
        const rule = entityReadRule(scope, entity);
        return rule === null ? [] : [sourceOf(entity, rule)];
      });
      const lastMutationID = await lastMutationIdFor(tx, request.clientID, context.userId);
      if (sources.length === 0) {
        return {
          cookie: encodeCookie({ cursor, scope: hash }),
          lastMutationID,
          reset,
          changes: [],
          more: false,
          remaining: 0,
        };
      }
      const union = sql.join(
        sources.map((source) => keysSelect(source, cursor, limit + 1)),
        sql` union all `,
      );
      const rows = rowsOf<PageKey>(
        await tx.execute(sql`select * from (${union}) as page
          order by version, entity collate "C", id collate "C" limit ${limit + 1}`),
      );
      const more = rows.length > limit;
      const page = more ? rows.slice(0, limit) : rows;
      const last = page.at(-1);
      const next: Cursor =
        last === undefined ? cursor : { version: toNumber(last.version), entity: last.entity, id: last.id };
      // Counting what is left costs a scan per entity: done on a scope's first page, then estimated.
      let remaining = 0;
      if (more && cookie?.remaining !== undefined && !reset) {
        remaining = Math.max(cookie.remaining - page.length, 1);
      } else if (more) {
        const counts = sql.join(
          sources.map((source) => countSelect(source, next)),
          sql` + `,
        );
        const [count] = rowsOf<{ remaining: unknown }>(await tx.execute(sql`select ${counts} as remaining`));
        remaining = toNumber(count?.remaining ?? 0);
      }
      return {
        cookie: encodeCookie({ cursor: next, scope: hash, ...(more ? { remaining } : {}) }),
        lastMutationID,
        reset,
        changes: (await readBodies(tx, sources, page)).map((row) => toChange(row, context.now)),
        more,
        remaining,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
