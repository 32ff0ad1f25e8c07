import { idTaken, rowMissing } from './define-mutator';
import type { Actor, Transaction } from './transaction';

export type MemoryStore = Map<string, Map<string, Record<string, unknown>>>;

/** The ids deleted from each store, as the server's tombstones: a create refuses them too. */
const tombstones = new WeakMap<MemoryStore, Set<string>>();

/**
 * A Transaction over plain maps: the reference implementation of the interface, used by unit tests
 * and simulations. Writes go straight to the store (no rollback): callers copy the store first
 * when they need one.
 */
export function createMemoryTransaction(
  store: MemoryStore,
  actor: Actor,
  now: string,
  location: Transaction['location'] = 'client',
): Transaction {
  const table = (entity: string) => {
    let rows = store.get(entity);
    if (rows === undefined) {
      rows = new Map();
      store.set(entity, rows);
    }
    return rows;
  };
  let deleted = tombstones.get(store);
  if (deleted === undefined) tombstones.set(store, (deleted = new Set()));
  const deletedIds = deleted;
  const key = (entity: string, id: string) => `${entity}/${id}`;
  return {
    actor,
    now,
    location,
    get: async (entity, id) => structuredClone(table(entity).get(id)),
    insert: async (entity, row) => {
      if (table(entity).has(row.id) || deletedIds.has(key(entity, row.id))) throw idTaken(entity, row.id);
      table(entity).set(row.id, structuredClone(row));
    },
    put: async (entity, row) => {
      if (!table(entity).has(row.id)) throw rowMissing(entity, row.id);
      table(entity).set(row.id, structuredClone(row));
    },
    delete: async (entity, id) => {
      if (table(entity).delete(id)) deletedIds.add(key(entity, id));
    },
    query: async (entity, field, value) =>
      [...table(entity).values()].filter((row) => row[field] === value).map((row) => structuredClone(row)),
  };
}
