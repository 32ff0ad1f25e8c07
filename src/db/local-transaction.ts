import { isEntityName, type EntityName } from '../domain/entities/entity-indexes';
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
   * Before the first optimistic write to a row, remember what the server holds for it, so a rebase can
   * put the server's row back and replay the pending mutations on top without applying one twice.
   * Answers the row as it is now, and the write of the server's view (if any) for the caller to join.
   */
  async function rememberServerRow(
    entity: EntityName,
    id: string,
  ): Promise<[LocalRow | undefined, Promise<unknown> | undefined]> {
    const key = rowKey(entity, id);
    const [row, known] = await Promise.all([
      current(entity, id),
      serverRowKnown.has(key) ? true : db.serverRows.get([entity, id]),
    ]);
    serverRowKnown.add(key);
    return [row, known ? undefined : db.serverRows.put({ entity, id, row: row ?? null })];
  }

  return {
    actor,
    now,
    location: 'client',
    async get(entity, id) {
      const row = await current(entityOf(entity), id);
      // A copy: the mutator may change what it got without touching the remembered row.
      return row && withoutVersion(structuredClone(row));
    },
    async put(entity, row) {
      const name = entityOf(entity);
      const [before, remembered] = await rememberServerRow(name, row.id);
      const stored = { ...structuredClone(row), version: before?.version ?? 0 } as LocalRow;
      await Promise.all([remembered, db.entity(name).put(stored)]);
      rows.set(rowKey(name, row.id), stored);
    },
    async delete(entity, id) {
      const name = entityOf(entity);
      const [, remembered] = await rememberServerRow(name, id);
      await Promise.all([remembered, db.entity(name).delete(id)]);
      rows.set(rowKey(name, id), undefined);
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
