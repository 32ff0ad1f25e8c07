import type { Actor, Transaction } from './transaction';

export type MemoryStore = Map<string, Map<string, Record<string, unknown>>>;

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
  return {
    actor,
    now,
    location,
    get: async (entity, id) => structuredClone(table(entity).get(id)),
    put: async (entity, row) => {
      table(entity).set(row.id, structuredClone(row));
    },
    delete: async (entity, id) => {
      table(entity).delete(id);
    },
    query: async (entity, field, value) =>
      [...table(entity).values()].filter((row) => row[field] === value).map((row) => structuredClone(row)),
  };
}
