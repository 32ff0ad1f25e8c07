import { entityNames, isEntityName, type EntityName } from '../domain/entities/entity-indexes';
import { executeMutation } from '../domain/mutators/execute';
import type { Actor } from '../domain/mutators/transaction';
import type { PullResponse } from '../domain/sync/protocol.schema';
import type { FitoutDatabase, LocalRow, PullStateRow, ServerRow } from './database';
import { rowKey } from './row-key';
import { lookUpIn, type LocalMutators } from './local-mutator';
import { createLocalTransaction, restoreServerRows } from './local-transaction';

const cursorKey = 'cursor';
const sentinelKey = 'sentinel';

export async function readPullState(db: FitoutDatabase): Promise<PullStateRow> {
  return (
    (await db.pullState.get(cursorKey)) ?? { key: cursorKey, cookie: null, lastMutationID: 0, syncedAt: null }
  );
}

/** False when the database holds no trace of a first sync: new, or wiped by the browser. */
export async function hasSentinel(db: FitoutDatabase): Promise<boolean> {
  return (await db.meta.get(sentinelKey)) !== undefined;
}

export interface RebaseContext {
  actor: Actor;
  mutators: LocalMutators;
  now: string;
  /**
   * A pending mutation that no longer applies locally (a refusal, or a fault of its body): it stays
   * queued, the server decides.
   */
  onReplayError: (mutationID: number, error: unknown) => void;
}

interface Writes {
  puts: LocalRow[];
  deletes: string[];
}

/** Last change per row wins within a page, then writes are grouped per store for bulk operations. */
function groupChanges(
  page: PullResponse,
  shadowed: Set<string>,
): { live: Map<EntityName, Writes>; shadow: ServerRow[] } {
  const latest = new Map<string, { entity: EntityName; id: string; row: LocalRow | null }>();
  for (const change of page.changes) {
    // A newer server may send entities this version does not know yet: they are ignored, not fatal.
    if (!isEntityName(change.entity)) continue;
    const row =
      change.deletedAt === null && change.data
        ? (Object.assign(change.data, { id: change.id, version: change.version }) as LocalRow)
        : null;
    latest.set(rowKey(change.entity, change.id), { entity: change.entity, id: change.id, row });
  }
  const live = new Map<EntityName, Writes>();
  const shadow: ServerRow[] = [];
  for (const [key, { entity, id, row }] of latest) {
    if (shadowed.has(key)) {
      shadow.push({ entity, id, row });
      continue;
    }
    let writes = live.get(entity);
    if (!writes) live.set(entity, (writes = { puts: [], deletes: [] }));
    if (row) writes.puts.push(row);
    else writes.deletes.push(id);
  }
  return { live, shadow };
}

/**
 * Local view = server rows + pending mutations replayed in order. Confirmed mutations leave the queue
 * here, in the same transaction that wrote the rows carrying their effects.
 */
async function rebase(db: FitoutDatabase, lastMutationID: number, context: RebaseContext): Promise<void> {
  await db.mutations.where('id').belowOrEqual(lastMutationID).delete();
  const pending = await db.mutations.orderBy('id').toArray();
  if (pending.length === 0 && (await db.serverRows.count()) === 0) return;
  await restoreServerRows(db);
  const lookUp = lookUpIn(context.mutators);
  for (const mutation of pending) {
    try {
      // Replayed at the time it was made, so its optimistic timestamps do not move on every pull.
      const tx = createLocalTransaction(db, context.actor, mutation.createdAt);
      const execution = await executeMutation(tx, mutation.name, mutation.args, lookUp);
      if (execution.status === 'rejected') context.onReplayError(mutation.id, execution);
    } catch (error) {
      context.onReplayError(mutation.id, error);
    }
  }
}

/**
 * Applies one pulled page in ONE read-write transaction together with its cookie, so a reload resumes
 * from the last committed page. The last page (`more: false`) also rebases the pending mutations.
 * The page's bodies become the stored rows (given their id and version): the caller hands it over.
 */
export async function applyPullPage(
  db: FitoutDatabase,
  page: PullResponse,
  context: RebaseContext,
): Promise<void> {
  await db.transaction('rw', db.syncTables(), async () => {
    if (page.reset) {
      // The server's rows of the old scope are gone; pending mutations are replayed at the last page.
      await Promise.all(entityNames.map((name) => db.entity(name).clear()));
      await db.serverRows.clear();
    }
    const shadowed = new Set(
      (await db.serverRows.toCollection().primaryKeys()).map(([entity, id]) => rowKey(entity, id)),
    );
    const { live, shadow } = groupChanges(page, shadowed);
    for (const [entity, { puts, deletes }] of live) {
      const table = db.entity(entity);
      if (puts.length > 0) await table.bulkPut(puts);
      if (deletes.length > 0) await table.bulkDelete(deletes);
    }
    for (const serverRow of shadow) await db.serverRows.put(serverRow);
    await db.pullState.put({
      key: cursorKey,
      cookie: page.cookie,
      lastMutationID: page.lastMutationID,
      syncedAt: context.now,
    });
    if (!(await hasSentinel(db))) await db.meta.put({ key: sentinelKey, value: { createdAt: context.now } });
    if (!page.more) await rebase(db, page.lastMutationID, context);
  });
}
