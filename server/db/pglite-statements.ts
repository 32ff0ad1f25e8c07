import { parse, protocol, type PGlite, type Results } from '@electric-sql/pglite';
import type { QueryRequest } from './pglite-protocol';

const { serialize } = protocol;

/**
 * Statements kept prepared at once; past it the least recently used is closed. The server sends a
 * few dozen distinct texts (a pull's text varies with the scope's shape and the cursor's entity),
 * so this holds them all with room to spare, and bounds what one-off statements can pile up.
 */
const maxPrepared = 200;

interface Prepared {
  name: string;
  /** Parameter type OIDs, as the database inferred them: they choose each value's serializer. */
  paramTypes: number[];
}

export interface StatementRunner {
  /** Runs one statement; `inTransaction` when the caller already holds PGlite's transaction lock. */
  run(request: QueryRequest, inTransaction: boolean): Promise<Results>;
}

/**
 * Runs statements as named prepared statements, each text parsed and planned once per session.
 * PGlite's own `query` sends every statement unnamed, so each call parses, analyses and plans the
 * text again inside WASM: for a pull page (15 kB of SQL, 150 parameters) that was most of its cost,
 * ~5-20 ms against under 1 ms prepared, on a thread that serves every request in turn.
 *
 * Sound because this thread is PGlite's only client: it holds the one session, so the statements
 * live as long as the database is open; PostgreSQL replans a prepared statement by itself when a
 * table it reads changes (migrations, truncates). Locks are PGlite's, taken as `query` and a
 * transaction's `query` take them, so nothing interleaves with a transaction.
 */
export function createStatementRunner(pg: PGlite): StatementRunner {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const prepared = new Map<string, Prepared>();
  let nextName = 1;
  const exec = (message: Uint8Array) => pg.execProtocolStream(message, { syncToFs: false });

  async function prepare(text: string): Promise<Prepared> {
    const known = prepared.get(text);
    if (known !== undefined) {
      prepared.delete(text);
      prepared.set(text, known);
      return known;
    }
    const name = `fitout_${nextName++}`;
    await exec(serialize.parse({ name, text }));
    const paramTypes = parse.parseDescribeStatementResults(
      await exec(serialize.describe({ type: 'S', name })),
    );
    const statement = { name, paramTypes };
    prepared.set(text, statement);
    return statement;
  }

  /** Closes the least recently used statements beyond the bound (after a Sync, in a clean state). */
  async function evict(): Promise<void> {
    while (prepared.size > maxPrepared) {
      const [text, oldest] = prepared.entries().next().value as [string, Prepared];
      prepared.delete(text);
      try {
        await exec(serialize.close({ type: 'S', name: oldest.name }));
      } finally {
        await exec(serialize.sync());
      }
    }
  }

  async function execute(request: QueryRequest): Promise<Results> {
    const keepText = (value: string) => value;
    const options = {
      rowMode: request.rowMode,
      parsers: Object.fromEntries(request.textTypes.map((oid) => [oid, keepText])),
    };
    const messages = [];
    try {
      const statement = await prepare(request.sql);
      // As PGlite's query serializes them: by the parameter's type, else as text.
      const values = request.params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = pg.serializers[statement.paramTypes[i] ?? -1];
        return serializer === undefined ? String(value) : serializer(value);
      });
      messages.push(...(await exec(serialize.bind({ statement: statement.name, values }))));
      messages.push(...(await exec(serialize.describe({ type: 'P' }))));
      messages.push(...(await exec(serialize.execute({}))));
    } finally {
      // After an error the backend skips messages up to this Sync; it ends the statement either way.
      messages.push(...(await exec(serialize.sync())));
    }
    await evict();
    const [result] = parse.parseResults(messages, pg.parsers, options);
    if (result === undefined) throw new Error('the embedded database answered no result');
    return result;
  }

  return {
    run(request, inTransaction) {
      if (inTransaction) return pg._runExclusiveQuery(() => execute(request));
      // As `query` does: the transaction lock first, so no statement runs inside another caller's
      // transaction; then, outside any transaction, the filesystem sync PGlite runs after each one.
      return pg._runExclusiveTransaction(() =>
        pg._runExclusiveQuery(async () => {
          const result = await execute(request);
          await pg.syncToFs();
          return result;
        }),
      );
    },
  };
}
