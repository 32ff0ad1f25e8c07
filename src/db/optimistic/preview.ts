import { idTaken, rowMissing } from '../../domain/mutators/define-mutator';
import { runPrepared, type RunnableMutator } from '../../domain/mutators/execute';
import type { Actor, Transaction } from '../../domain/mutators/transaction';
import type { LocalRow } from '../database';
import { entityOf, withoutVersion } from '../local-transaction';
import { rowKey } from '../row-key';
import type { OptimisticOverlay, OverlayWrite } from './overlay';

/** The preview needs a row or a query this tab does not hold: only the store can answer. */
class NotInMemory extends Error {}

/**
 * Runs a mutator's rule and body on parsed `args` (through the pipeline both sides share) on the
 * rows this tab holds, in memory, so it settles within the current task (every read answers at once). Answers the rows it would write, or null when it
 * cannot tell (a row or a query not in memory) or would refuse: the real run on the store then
 * decides and reports, so a preview never shows anything the store would not.
 */
export async function previewWrites(
  overlay: OptimisticOverlay,
  mutator: RunnableMutator,
  actor: Actor,
  args: unknown,
  now: string,
): Promise<OverlayWrite[] | null> {
  const writes = new Map<string, OverlayWrite>();
  const known = (entity: OverlayWrite['entity'], id: string): LocalRow | null | undefined => {
    const written = writes.get(rowKey(entity, id));
    return written !== undefined ? written.row : overlay.known(entity, id);
  };
  const write = (entity: OverlayWrite['entity'], id: string, row: LocalRow | null) =>
    writes.set(rowKey(entity, id), { entity, id, row });
  const tx: Transaction = {
    actor,
    now,
    location: 'client',
    async get(entity, id) {
      const row = known(entityOf(entity), id);
      if (row === undefined) throw new NotInMemory(`${entity} ${id}`);
      return row === null ? undefined : withoutVersion(structuredClone(row));
    },
    async insert(entity, row) {
      const name = entityOf(entity);
      // An id this tab does not hold is taken as new: the device minted it, and the store's run
      // checks it anyway (its refusal drops the preview).
      if (known(name, row.id)) throw idTaken(name, row.id);
      write(name, row.id, { ...structuredClone(row), version: 0 } as LocalRow);
    },
    async put(entity, row) {
      const name = entityOf(entity);
      const before = known(name, row.id);
      if (before === undefined) throw new NotInMemory(`${entity} ${row.id}`);
      if (before === null) throw rowMissing(name, row.id);
      write(name, row.id, { ...structuredClone(row), version: before.version } as LocalRow);
    },
    async delete(entity, id) {
      write(entityOf(entity), id, null);
    },
    async query(entity) {
      throw new NotInMemory(entity);
    },
  };
  try {
    const execution = await runPrepared(tx, mutator, args);
    return execution.status === 'applied' ? [...writes.values()] : null;
  } catch {
    // NotInMemory, or a fault the store's run will meet and report.
    return null;
  }
}
