import { isDeepStrictEqual } from 'node:util';
import { desc, eq } from 'drizzle-orm';
import { verificationCardSchema } from '../../src/domain/entities/intervention.schema';
import { uuidv7 } from '../../src/domain/ids';
import { cardHistoryFields, type CardHistoryEntry } from '../../src/domain/interventions/card-history.schema';
import type { Transaction } from '../../src/domain/mutators/transaction';
import type { Db, Tx } from '../db/client';
import { cardHistory } from '../db/schema';
import { toIso } from '../sync/sql-rows';

/** Where a change came from, as the push loop knows it. */
export interface ChangeOrigin {
  clientId: string | null;
  /** The mutation's createdAt (device clock). */
  deviceTime: string;
}

/**
 * Wraps the server Transaction a mutation runs on so that every verification card it writes leaves
 * one history row per changed field, in the same SQL transaction (`sqlTx`): the mutator bodies stay
 * the shared ones, and a mutation skipped as a replay or rolled back leaves no history.
 */
export function withCardHistory<T extends Transaction>(inner: T, sqlTx: Tx, origin: ChangeOrigin): T {
  const put: Transaction['put'] = async (entity, row) => {
    if (entity !== 'verificationCards') return inner.put(entity, row);
    const before = await inner.get(entity, row.id);
    await inner.put(entity, row);
    // A new card is not a change of one: history starts with its first edit.
    if (before === undefined) return;
    const after = verificationCardSchema.parse(row);
    const actor = inner.actor;
    const entries = cardHistoryFields
      .filter((field) => !isDeepStrictEqual(before[field], after[field]))
      .map((field) => ({
        id: uuidv7(),
        cardId: after.id,
        projectId: after.projectId,
        field,
        oldValue: before[field] ?? null,
        newValue: after[field],
        actorKind: actor.kind,
        actorUserId: actor.kind === 'user' ? actor.userId : null,
        actorLinkId: actor.kind === 'installer' ? actor.tokenId : null,
        deviceTime: origin.deviceTime,
        receivedAt: inner.now,
        clientId: origin.clientId,
      }));
    if (entries.length > 0) await sqlTx.insert(cardHistory).values(entries);
  };
  // The prototype keeps every other member of `inner` live (getters included); only put differs.
  return Object.assign(Object.create(inner) as T, { put });
}

/** Newest first; a purchase order's whole history (a few entries per line) fits one answer. */
export async function listCardHistory(db: Db, purchaseOrderId: string): Promise<CardHistoryEntry[]> {
  const rows = await db
    .select()
    .from(cardHistory)
    .where(eq(cardHistory.projectId, purchaseOrderId))
    .orderBy(desc(cardHistory.seq))
    .limit(10_000);
  return rows.map((row) => ({
    id: row.id,
    cardId: row.cardId,
    purchaseOrderId: row.projectId,
    field: row.field,
    oldValue: row.oldValue,
    newValue: row.newValue,
    actor:
      row.actorKind === 'installer'
        ? { kind: 'installer', linkId: row.actorLinkId ?? '' }
        : { kind: 'user', userId: row.actorUserId ?? '' },
    deviceTime: toIso(row.deviceTime) ?? row.deviceTime,
    receivedAt: toIso(row.receivedAt) ?? row.receivedAt,
    clientId: row.clientId,
  }));
}
