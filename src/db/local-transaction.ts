import { isEntityName, type EntityName } from '../domain/entities/registry';
import type { Actor, Transaction } from '../domain/mutators/transaction';
import type { FitoutDatabase, LocalRow } from './database';

function entityOf(name: string): EntityName {
  if (!isEntityName(name)) throw new Error(`Unknown entity: ${name}`);
  return name;
}

function withoutVersion(row: LocalRow): Record<string, unknown> {
  const { version: _version, ...body } = row;
  return body;
}

/**
 * Before the first optimistic write to a row, remember what the server holds for it, so a rebase can
 * put the server's row back and replay the pending mutations on top without applying one twice.
 */
async function rememberServerRow(
  db: FitoutDatabase,
  entity: EntityName,
  id: string,
): Promise<LocalRow | undefined> {
  const current = await db.entity(entity).get(id);
  const known = await db.serverRows.get([entity, id]);
  if (!known) await db.serverRows.put({ entity, id, row: current ?? null });
  return current;
}

/**
 * The domain `Transaction` over Dexie, for the optimistic apply of a mutation. It must run inside a
 * read-write Dexie transaction over `db.syncTables()`: every write joins it.
 */
export function createLocalTransaction(db: FitoutDatabase, actor: Actor, now: string): Transaction {
  return {
    actor,
    now,
    location: 'client',
    async get(entity, id) {
      const row = await db.entity(entityOf(entity)).get(id);
      return row && withoutVersion(row);
    },
    async put(entity, row) {
      const name = entityOf(entity);
      const current = await rememberServerRow(db, name, row.id);
      const stored = { ...row, version: current?.version ?? 0 } as LocalRow;
      await db.entity(name).put(stored);
    },
    async delete(entity, id) {
      const name = entityOf(entity);
      await rememberServerRow(db, name, id);
      await db.entity(name).delete(id);
    },
    async query(entity, field, value) {
      const rows = await db.entity(entityOf(entity)).where(field).equals(value).toArray();
      return rows.map(withoutVersion);
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
