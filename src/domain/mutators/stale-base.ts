import type { ProjectStatus } from '../enums';
import type { ConflictDetail } from '../sync/conflict-detail.schema';
import {
  conflictSideOf,
  conflictWinner,
  type ConflictEntity,
  type ConflictSide,
} from '../sync/conflict-rules';
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
  status: ProjectStatus;
  /** What the change sets. */
  patch: Record<string, unknown>;
  /** The values the device saw when it made the change; absent on changes queued by older builds. */
  base?: Record<string, unknown> | undefined;
}

/**
 * Refuses a change based on values that changed since, when the rule table (src/domain/sync/
 * conflict-rules.ts) lets the newer value stand: with code 'sync/conflict_lost' and a JSON detail
 * holding both values of each losing field. One losing field refuses the whole change, so a change
 * is applied or refused as the user made it. A field whose base is absent, or which already holds
 * the value set, is no conflict. Runs on both sides: on the server it decides; on the device's
 * rebase it shows the newer value at once while the refusal is on its way.
 */
export function refuseLostChange(tx: Transaction, check: StaleCheck): void {
  if (check.base === undefined) return;
  const side = conflictSideOf(tx.actor);
  const lost: ConflictDetail['fields'] = [];
  for (const [field, yours] of Object.entries(check.patch)) {
    if (yours === undefined || !(field in check.base)) continue;
    const theirs = check.row[field];
    if (sameValue(theirs, check.base[field]) || sameValue(theirs, yours)) continue;
    const winner = conflictWinner(check.entity, field, check.status);
    if (winner === 'latest' || winner === side) continue;
    lost.push({ field, yours, theirs, winner: winner satisfies ConflictSide });
  }
  if (lost.length === 0) return;
  const detail: ConflictDetail = { entity: check.entity, id: check.row.id, fields: lost };
  throw new MutatorError('sync/conflict_lost', JSON.stringify(detail));
}

/** The base of a patch: what `seen` (the row as the device showed it) held for each field it sets. */
export function baseOf<T extends Record<string, unknown>>(seen: T, patch: Partial<T>): Partial<T> {
  return Object.fromEntries(
    Object.keys(patch)
      .filter((key) => patch[key] !== undefined)
      .map((key) => [key, seen[key]]),
  ) as Partial<T>;
}
