import { sql, type SQL, type SQLChunk } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { entityNames, type EntityName } from '../../src/domain/entities/registry';
import type { Actor } from '../../src/domain/mutators/transaction';
import type { PullRequest, PullResponse } from '../../src/domain/sync/protocol.schema';
import type { Db } from '../db/client';
import { syncClients, syncState, users } from '../db/schema';
import { forbidden } from '../http/app-error';
import { decodeCookie, encodeCookie, startCursor, type Cursor } from './cookie';
import { entityReadRule, scopeHash, scopeOf, type EntityReadRule } from './scope';
import { createSharedPages, type SharedPages } from './shared-pages';
import { isoTime, rowsOf, toNumber } from './sql-rows';
import { syncedTables } from './tables';
import { userJson } from './users-projection';

export const defaultPullLimit = 2000;

interface EntitySource {
  entity: EntityName;
  rule: EntityReadRule;
  from: SQL;
  id: SQL;
  version: SQL;
  deletedAt: SQL;
  /** The body as the device stores it (jsonb or json). */
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
      // The projection without secrets.
      data: userJson,
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

/** A cursor in SQL: its entity shapes the statement, its version and id are values (or placeholders). */
interface CursorSql {
  entity: string;
  version: SQLChunk | number;
  id: SQLChunk | string;
}

/**
 * Rows after the cursor in (version, entity, id) order. For one entity, "after" reads: a later
 * version; or the same version when the entity name sorts after the cursor's; or, for the
 * cursor's own entity, the same version and a later id.
 */
function afterCursor(source: EntitySource, cursor: CursorSql): SQL {
  if (source.entity > cursor.entity) return sql`${source.version} >= ${cursor.version}`;
  if (source.entity < cursor.entity) return sql`${source.version} > ${cursor.version}`;
  return sql`(${source.version}, ${source.id}) > (${cursor.version}, ${cursor.id}::uuid)`;
}

/** Keys only: sorting wide rows is what makes a page slow, so bodies are joined to the chosen page alone. */
function keysSelect(source: EntitySource, cursor: CursorSql, fetch: SQLChunk): SQL {
  return sql`(select ${source.entity}::text as entity, ${source.id}::text as id, ${source.version} as version
    from ${source.from} where (${source.rule.where}) and ${afterCursor(source, cursor)}
    order by ${source.version}, ${source.id} limit ${fetch})`;
}

/**
 * The page's changes of one entity in the wire shape. A row the caller may no longer see goes out as
 * a tombstone (deleted `now`), so the device drops it.
 */
function changesSelect(source: EntitySource, now: SQLChunk): SQL {
  const shown = sql`${source.deletedAt} is null and (${source.rule.visible})`;
  const deletedAt = sql`case when ${source.deletedAt} is not null then ${isoTime(source.deletedAt)}
    when ${shown} then null else ${now} end`;
  return sql`select page.version, page.entity, page.id, json_build_object('entity', page.entity, 'id', page.id,
      'version', page.version, 'deletedAt', ${deletedAt}, 'data', case when ${shown} then ${source.data} end) as change
    from page join ${source.from} on ${source.id} = page.id::uuid where page.entity = ${source.entity}`;
}

/** What changes from one pull to the next under one scope: the page statement's placeholders. */
const pageSlots = {
  cursorVersion: sql.placeholder('cursorVersion'),
  cursorId: sql.placeholder('cursorId'),
  limit: sql.placeholder('limit'),
  /** The limit plus one, to tell whether more follow. */
  fetch: sql.placeholder('fetch'),
  now: sql.placeholder('now'),
  /** The pulling clients, as a JSON array of ids: pulls of the same page share it (shared-pages.ts). */
  clientIds: sql.placeholder('clientIds'),
};

/**
 * One statement: the next keys after the cursor (one more than the page, to tell whether more
 * follow), the last key of the page, and the page's changes as one JSON array built by the
 * database, in page order: handing thousands of bodies to JavaScript one by one, to parse and
 * serialize them again, cost more than the query.
 */
function pageSelect(sources: readonly EntitySource[], cursorEntity: string): SQL {
  const cursor = { entity: cursorEntity, version: pageSlots.cursorVersion, id: pageSlots.cursorId };
  const keys = sql.join(
    sources.map((source) => keysSelect(source, cursor, pageSlots.fetch)),
    sql` union all `,
  );
  const changes = sql.join(
    sources.map((source) => changesSelect(source, pageSlots.now)),
    sql` union all `,
  );
  const order = sql`version, entity collate "C", id collate "C"`;
  const { fetch, limit } = pageSlots;
  return sql`with keys as (select * from (${keys}) as candidates order by ${order} limit ${fetch}),
    page as (select * from keys order by ${order} limit ${limit})
    select (select count(*) from keys) as fetched,
      (select json_build_object('version', version, 'entity', entity, 'id', id)::text from page
        order by version desc, entity collate "C" desc, id collate "C" desc limit 1) as last,
      (select coalesce(json_agg(change order by ${order}), '[]'::json)::text from (${changes}) as changes) as changes,
      ${clientStatesSelect(pageSlots.clientIds)} as clients, ${lastVersion} as at`;
}

/** Page statements kept compiled at once (scopes in use times cursor entities); past it the oldest goes. */
const maxPageStatements = 500;

type PageRow = {
  fetched: unknown;
  last: string | null;
  changes: string;
  clients: string | null;
  at: unknown;
};
type PageStatement = { execute(values: Record<keyof typeof pageSlots, unknown>): Promise<unknown> };

/**
 * The page statements of the scopes in use, compiled once each. The statement's text depends only
 * on the scope (its hash covers every value its rules bind) and on the cursor's entity; building
 * and compiling its ~15 kB of SQL through Drizzle took milliseconds of the main thread on every
 * pull, while the values that change travel as placeholders. One text per shape also lets the
 * embedded database keep it prepared (db/pglite-statements.ts).
 */
export interface PageStatements extends SharedPages {
  get(key: string, build: () => SQL): PageStatement;
}

export function createPageStatements(db: Db): PageStatements {
  const compiled = new Map<string, PageStatement>();
  // Drizzle's own compiler, as `db.execute` uses it (the database is made with no casing option).
  const dialect = new PgDialect();
  const shared = createSharedPages();
  return {
    read: (key, clientId, read) => shared.read(key, clientId, read),
    get(key, build) {
      let statement = compiled.get(key);
      if (statement === undefined) {
        const query = dialect.sqlToQuery(build());
        statement = db._.session.prepareQuery(query, undefined, undefined, false);
        compiled.set(key, statement);
        if (compiled.size > maxPageStatements) compiled.delete(compiled.keys().next().value!);
      }
      return statement;
    },
  };
}

function countSelect(source: EntitySource, cursor: Cursor): SQL {
  return sql`(select count(*) from ${source.from} where (${source.rule.where}) and ${afterCursor(source, cursor)})`;
}

/** A pull answer whose changes are still the JSON text the database wrote. */
export type PullPage = Omit<PullResponse, 'changes'> & { changesJson: string };

/** The wire answer, with the changes spliced in as they are. */
export function pullPageJson({ changesJson, ...rest }: PullPage): string {
  return `${JSON.stringify(rest).slice(0, -1)},"changes":${changesJson}}`;
}

export interface PullContext {
  db: Db;
  /** The page statements compiled for `db`. */
  pages: PageStatements;
  actor: Actor;
  userId: string;
  now: string;
}

/** The last committed version, as the statement's snapshot sees it. */
const lastVersion = sql`(select ${syncState.version} from ${syncState} where ${syncState.id} = 1)`;

/**
 * The queue state of each client named in `clientIds` (a JSON array), by client id, read by the
 * page's own statement so it shares the page's snapshot.
 */
function clientStatesSelect(clientIds: SQLChunk | string): SQL {
  return sql`(select json_object_agg(${syncClients.clientId},
      json_build_object('owner', ${syncClients.ownerId}, 'last', ${syncClients.lastMutationId}))::text
    from ${syncClients} where ${syncClients.clientId} in (select json_array_elements_text(${clientIds}::text::json)))`;
}

type ClientState = { owner: string; last: unknown };

/**
 * Security: a client id belongs to the user who first used it (see sync-clients.ts); another
 * user presenting it is refused, so nobody learns a queue that is not theirs.
 */
function lastMutationIdOf(states: string | null | undefined, clientId: string, ownerId: string): number {
  const state = states
    ? (JSON.parse(states) as Record<string, ClientState | undefined>)[clientId]
    : undefined;
  if (state === undefined) return 0;
  if (state.owner !== ownerId) throw forbidden();
  return toNumber(state.last);
}

/**
 * One page of the caller's changes since the cookie. The rows and the lastMutationID come from one
 * statement, hence one snapshot, on either database, without a transaction: on the embedded
 * database each statement of a transaction is a round trip to its thread, during which nobody
 * else's statement runs. Versions follow commit order (see db/versions.ts), so a cursor never
 * passes a row that commits later.
 *
 * The scope is computed just before, like the actor (from the session) already was: if it changes in
 * between, this page is read under the scope the caller had a moment ago, and the next pull, under
 * a new scope hash, resets the device.
 */
export async function pull(context: PullContext, request: PullRequest): Promise<PullPage> {
  const { db } = context;
  const limit = request.limit ?? defaultPullLimit;
  const scope = await scopeOf(db, context.actor);
  const hash = scopeHash(scope);
  const cookie = decodeCookie(request.cookie);
  const reset = cookie === null || cookie.scope !== hash;
  const cursor = reset ? startCursor : cookie.cursor;
  const sources = entityNames.flatMap((entity) => {
    const rule = entityReadRule(scope, entity);
    return rule === null ? [] : [sourceOf(entity, rule)];
  });
  const client = clientStatesSelect(JSON.stringify([request.clientID]));
  // Fast path, for the pull that finds nothing new (most of them): one small statement reads the
  // last committed version and the client's state. Every write that a pull can see takes a new
  // version (db/versions.ts), including a push's lastMutationID and any row a scope rule reads. So
  // when the version is still the one the cookie's last page read, and the scope (computed just
  // above, from the session and the database) hashes the same, the page would come back empty with
  // this same cookie. Read from the database, not from NOTIFYs: an instance cannot know which
  // commits it has not heard of yet, nor whether its LISTEN connection missed some.
  if (!reset && cookie.at !== undefined && cookie.remaining === undefined) {
    const [state] = rowsOf<{ clients: string | null; at: unknown }>(
      await db.execute(sql`select ${client} as clients, ${lastVersion} as at`),
    );
    const lastMutationID = lastMutationIdOf(state?.clients, request.clientID, context.userId);
    if (state !== undefined && toNumber(state.at) === cookie.at) {
      const page = { lastMutationID, reset: false, more: false, remaining: 0, changesJson: '[]' };
      return { cookie: request.cookie ?? encodeCookie(cookie), ...page };
    }
  }
  if (sources.length === 0) {
    const [state] = rowsOf<{ clients: string | null }>(await db.execute(sql`select ${client} as clients`));
    const lastMutationID = lastMutationIdOf(state?.clients, request.clientID, context.userId);
    const page = { lastMutationID, reset, more: false, remaining: 0, changesJson: '[]' };
    return { cookie: encodeCookie({ cursor, scope: hash }), ...page };
  }
  // Counting what is left costs a scan per entity: done on a scope's first page, then estimated
  // (a count from a later snapshot is an estimate too, which is all a progress bar needs).
  const estimate = reset ? undefined : cookie.remaining;
  const estimated = estimate !== undefined;
  // Security: the key holds the scope's hash, so only pulls under the very same rules share rows;
  // each receives the state of its own client only, under the owner check of lastMutationIdOf.
  const key = `${hash}/${cursor.version}/${cursor.entity}/${cursor.id}/${limit}/${estimated}`;
  const { answer, next, more, counted } = await context.pages.read(
    key,
    request.clientID,
    async (clientIds) => {
      const statement = context.pages.get(`${hash}/${cursor.entity}`, () =>
        pageSelect(sources, cursor.entity),
      );
      const [row] = rowsOf<PageRow>(
        await statement.execute({
          cursorVersion: cursor.version,
          cursorId: cursor.id,
          limit,
          fetch: limit + 1,
          // The first puller's time stamps the page's hidden rows for the batch: a moment apart at most.
          now: context.now,
          clientIds: JSON.stringify(clientIds),
        }),
      );
      const hasMore = toNumber(row?.fetched ?? 0) > limit;
      const last = row?.last ? (JSON.parse(row.last) as Cursor) : undefined;
      const after: Cursor =
        last === undefined ? cursor : { version: toNumber(last.version), entity: last.entity, id: last.id };
      if (!hasMore || estimated) return { answer: row, next: after, more: hasMore, counted: undefined };
      const counts = sql.join(
        sources.map((source) => countSelect(source, after)),
        sql` + `,
      );
      const [count] = rowsOf<{ remaining: unknown }>(await db.execute(sql`select ${counts} as remaining`));
      return { answer: row, next: after, more: hasMore, counted: toNumber(count?.remaining ?? 0) };
    },
  );
  const lastMutationID = lastMutationIdOf(answer?.clients, request.clientID, context.userId);
  let remaining = counted ?? 0;
  if (more && estimate !== undefined) {
    const pageSize = Math.min(limit, toNumber(answer?.fetched ?? 0));
    remaining = Math.max(estimate - pageSize, 1);
  }
  const settled = more || answer === undefined ? {} : { at: toNumber(answer.at) };
  return {
    cookie: encodeCookie({ cursor: next, scope: hash, ...(more ? { remaining } : settled) }),
    lastMutationID,
    reset,
    more,
    remaining,
    changesJson: answer?.changes ?? '[]',
  };
}
