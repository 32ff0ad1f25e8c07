import type { Actor, Transaction } from '../../domain/mutators/transaction';
import type { LocalRow } from '../database';
import type { LocalMutator } from '../local-mutator';
import { entityOf, withoutVersion } from '../local-transaction';
import type { OptimisticOverlay, OverlayWrite } from './overlay';

/** The preview needs a row or a query this tab does not hold: only the store can answer. */
class NotInMemory extends Error {}

/**
 * Runs a mutator's rule and body on the rows this tab holds, in memory, so it settles within the
 * current task (every read answers at once). Answers the rows it would write, or null when it
 * cannot tell (a row or a query not in memory) or would refuse: the real run on the store then
 * decides and reports, so a preview never shows anything the store would not.
 */
export async function previewWrites(
  overlay: OptimisticOverlay,
  mutator: LocalMutator,
  actor: Actor,
  args: unknown,
  now: string,
): Promise<OverlayWrite[] | null> {
  const writes = new Map<string, OverlayWrite>();
  const current = (entity: OverlayWrite['entity'], id: string): LocalRow | null => {
    const written = writes.get(`${entity}\u0000${id}`);
    if (written !== undefined) return written.row;
    const known = overlay.known(entity, id);
    if (known === undefined) throw new NotInMemory(`${entity} ${id}`);
    return known;
  };
  const tx: Transaction = {
    actor,
    now,
    location: 'client',
    async get(entity, id) {
      const row = current(entityOf(entity), id);
      return row === null ? undefined : withoutVersion(structuredClone(row));
    },
    async put(entity, row) {
      const name = entityOf(entity);
      const before = overlay.known(name, row.id) ?? null;
      const stored = { ...structuredClone(row), version: before?.version ?? 0 } as LocalRow;
      writes.set(`${name}\u0000${row.id}`, { entity: name, id: row.id, row: stored });
    },
    async delete(entity, id) {
      const name = entityOf(entity);
      writes.set(`${name}\u0000${id}`, { entity: name, id, row: null });
    },
    async query(entity) {
      throw new NotInMemory(entity);
    },
  };
  try {
    if ((await mutator.authorize(actor, args, tx)) !== null) return null;
    await mutator.run(tx, args);
    return [...writes.values()];
  } catch {
    return null;
  }
}
