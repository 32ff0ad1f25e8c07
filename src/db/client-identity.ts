import { uuidv7 } from '../domain/ids';
import type { FitoutDatabase } from './database';

const clientIDKey = 'clientID';
const lastMutationIDKey = 'lastMutationID';

/** This database's sync identity, made on first use. Call inside a transaction that includes `meta`. */
export async function ensureClientID(db: FitoutDatabase): Promise<string> {
  const row = await db.meta.get(clientIDKey);
  if (typeof row?.value === 'string') return row.value;
  const clientID = uuidv7();
  await db.meta.put({ key: clientIDKey, value: clientID });
  return clientID;
}

/**
 * The next mutation id of this client. Tabs share the database, so the counter lives in `meta` and
 * moves inside the same read-write transaction as the queue entry: two tabs never take the same id.
 */
export async function takeMutationID(db: FitoutDatabase): Promise<number> {
  const row = await db.meta.get(lastMutationIDKey);
  const next = (typeof row?.value === 'number' ? row.value : 0) + 1;
  await db.meta.put({ key: lastMutationIDKey, value: next });
  return next;
}

/** The client id, in its own transaction (for callers outside a mutation). */
export async function readClientID(db: FitoutDatabase): Promise<string> {
  return db.transaction('rw', db.meta, () => ensureClientID(db));
}
