import { isEntityName, type EntityName } from '../domain/entities/entity-indexes';
import { idTaken, rowMissing } from '../domain/mutators/define-mutator';
import type { Actor, Transaction } from '../domain/mutators/transaction';
import type { FitoutDatabase, LocalRow } from './database';
import { rowKey } from './row-key';

export function entityOf(name: string): EntityName {
  if (!isEntityName(name)) throw new Error(`Unknown entity: ${name}`);
  return name;
}

export function withoutVersion(row: LocalRow): Record<string, unknown> {
  const { version: _version, ...body } = row;
  return body;
}

/**
 * The domain `Transaction` over Dexie, for the optimistic apply of a mutation. It must run inside a
 * read-write Dexie transaction over the stores the mutation touches: every write joins it. Rows read
 * or written through it are remembered for its lifetime (a rule and a body often read the same row),
 * so each row costs one IndexedDB read however often the mutator asks for it.
 */
export function createLocalTransaction(db: FitoutDatabase, actor: Actor, now: string): Transaction {
  const rows = new Map<string, LocalRow | undefined>();
  const serverRowKnown = new Set<string>();

  async function current(entity: EntityName, id: string): Promise<LocalRow | undefined> {
    const key = rowKey(entity, id);
    if (rows.has(key)) return rows.get(key);
    const row = await db.entity(entity).get(id);
    rows.set(key, row);
    return row;
  }

  /**
   * The row as it is now, and whether the server's view of it is still to be remembered: before the
   * first optimistic write to a row, a rebase needs what the server holds for it, to put it back and
   * replay the pending mutations on top without applying one twice. One round trip for both.
   */
  async function lookUp(entity: EntityName, id: string): Promise<[LocalRow | undefined, boolean]> {
    const key = rowKey(entity, id);
    const [row, known] = await Promise.all([
      current(entity, id),
      serverRowKnown.has(key) ? true : db.serverRows.get([entity, id]),
    ]);
    return [row, !known];
  }

  /** Writes `after` (undefined: deletes) over `before`, remembering the server's view first if needed. */
  async function write(
    entity: EntityName,
    id: string,
    [before, unremembered]: [LocalRow | undefined, boolean],
    after: LocalRow | undefined,
  ): Promise<void> {
    const key = rowKey(entity, id);
    serverRowKnown.add(key);
    const table = db.entity(entity);
    await Promise.all([
      unremembered ? db.serverRows.put({ entity, id, row: before ?? null }) : undefined,
      after === undefined ? table.delete(id) : table.put(after),
    ]);
    rows.set(key, after);
  }

  const stored = (row: Record<string, unknown>, version: number) =>
    ({ ...structuredClone(row), version }) as LocalRow;

  return {
    actor,
    now,
    location: 'client',
    async get(entity, id) {
      const row = await current(entityOf(entity), id);
      // A copy: the mutator may change what it got without touching the remembered row.
      return row && withoutVersion(structuredClone(row));
    },
    async insert(entity, row) {
      const name = entityOf(entity);
      const found = await lookUp(name, row.id);
      // This device knows its live rows only; the server also refuses the ids of deleted ones.
      if (found[0] !== undefined) throw idTaken(name, row.id);
      await write(name, row.id, found, stored(row, 0));
    },
    async put(entity, row) {
      const name = entityOf(entity);
      const found = await lookUp(name, row.id);
      if (found[0] === undefined) throw rowMissing(name, row.id);
      await write(name, row.id, found, stored(row, found[0].version));
    },
    async delete(entity, id) {
      const name = entityOf(entity);
      await write(name, id, await lookUp(name, id), undefined);
    },
    async query(entity, field, value) {
      const found = await db.entity(entityOf(entity)).where(field).equals(value).toArray();
      return found.map(withoutVersion);
    },
  };
}

/** Puts back the server's version of every row pending mutations touched (inside the caller's transaction). */
export async function restoreServerRows(db: FitoutDatabase): Promise<void> {
  const saved = await db.serverRows.toArray();
  for (const { entity, id, row } of saved) {
    if (row) await db.entity(entity).put(row as LocalRow);
    else await db.entity(entity).delete(id);
  }
  await db.serverRows.clear();
}
