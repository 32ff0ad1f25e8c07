import type { ProjectStatus } from '../enums';
import type { ConflictDetail } from '../sync/conflict-detail.schema';
import type { ConflictNotice } from '../entities/conflict-notice.schema';
import { uuidv7 } from '../ids';
import { conflictSideOf, conflictWinner, type ConflictEntity } from '../sync/conflict-rules';
import { MutatorError } from './define-mutator';
import type { Transaction } from './transaction';

/** Value equality of stored field values (numbers, text, small objects and arrays). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return (
    keysA.length === keysB.length &&
    keysA.every((key) => sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

export interface StaleCheck {
  entity: ConflictEntity;
  row: Record<string, unknown> & { id: string };
  projectId: string;
  status: ProjectStatus;
  /** What the change sets. */
  patch: Record<string, unknown>;
  /** The values the device saw when it made the change; absent on changes queued by older builds. */
  base?: Record<string, unknown> | undefined;
}

/**
 * Settles a change based on values that changed since, by the rule table (src/domain/sync/
 * conflict-rules.ts). When the newer value stands, the change is refused with 'sync/conflict_lost'
 * and a JSON detail holding both values of each losing field; one losing field refuses the whole
 * change, so it is applied or refused as the user made it. When the change wins, the server writes
 * a notice with the value it replaced, synced to the project's other users. A field whose base is
 * absent, or which already holds the value set, is no conflict. Runs on both sides: on the server it
 * decides; on the device's rebase it shows the newer value at once while the refusal is on its way.
 */
export async function settleStaleChange(tx: Transaction, check: StaleCheck): Promise<void> {
  if (check.base === undefined) return;
  const side = conflictSideOf(tx.actor);
  const lost: ConflictDetail['fields'] = [];
  const replaced: ConflictDetail['fields'] = [];
  for (const [field, yours] of Object.entries(check.patch)) {
    if (yours === undefined || !(field in check.base)) continue;
    const theirs = check.row[field];
    if (sameValue(theirs, check.base[field]) || sameValue(theirs, yours)) continue;
    const winner = conflictWinner(check.entity, field, check.status);
    // `latest` fields: the old rule, and for cards the card history already shows every value.
    if (winner === 'latest') continue;
    (winner === side ? replaced : lost).push({ field, yours, theirs, winner });
  }
  if (lost.length > 0) {
    const detail: ConflictDetail = { entity: check.entity, id: check.row.id, fields: lost };
    throw new MutatorError('sync/conflict_lost', JSON.stringify(detail));
  }
  // The device's optimistic run cannot know what the server holds: the notice is the server's word.
  if (tx.location !== 'server') return;
  for (const { field, yours, theirs, winner } of replaced) {
    await tx.insert('conflictNotices', {
      id: uuidv7(),
      projectId: check.projectId,
      entity: check.entity,
      rowId: check.row.id,
      field,
      replaced: theirs,
      kept: yours,
      winner,
      authorId: tx.actor.kind === 'user' ? tx.actor.userId : null,
      createdAt: tx.now,
      updatedAt: tx.now,
    } satisfies ConflictNotice);
  }
}

/** The base of a patch: what `seen` (the row as the device showed it) held for each field it sets. */
export function baseOf<T extends Record<string, unknown>>(seen: T, patch: Partial<T>): Partial<T> {
  return Object.fromEntries(
    Object.keys(patch)
      .filter((key) => patch[key] !== undefined)
      .map((key) => [key, seen[key]]),
  ) as Partial<T>;
}
