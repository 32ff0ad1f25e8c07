import type { Transaction } from '../../src/domain/mutators/transaction';
import type { Mutation } from '../../src/domain/sync/protocol.schema';
import type { Tx } from '../db/client';
import { serverEffectOf } from '../mutators/registry';
import type { ServerEffectOptions } from '../mutators/server-effect';
import { sendAirtableCard } from './airtable-card';
import { enqueueMessages } from './enqueue';

/**
 * Wraps the Transaction a pushed mutation runs on (the push's `around` hook) so that the outside
 * calls it causes are enqueued on its own SQL transaction: they commit, or roll back, with it.
 */
export function withOutbox<T extends Transaction>(
  inner: T,
  sqlTx: Tx,
  mutation: Mutation,
  options: ServerEffectOptions,
): T {
  const effect = serverEffectOf(mutation);
  const afterWrite = async (entity: string, row: Record<string, unknown> & { id: string }) => {
    if (effect !== undefined) {
      const messages = await effect({ tx: inner, entity, row, options });
      await enqueueMessages(sqlTx, messages, new Date(inner.now));
    }
    const projectId = cardProjectId(entity, row);
    if (projectId !== null) await sendAirtableCard(inner, sqlTx, projectId);
  };
  const insert: Transaction['insert'] = async (entity, row) => {
    await inner.insert(entity, row);
    await afterWrite(entity, row);
  };
  const put: Transaction['put'] = async (entity, row) => {
    await inner.put(entity, row);
    await afterWrite(entity, row);
  };
  // The prototype keeps every other member of `inner` live (getters included).
  return Object.assign(Object.create(inner) as T, { insert, put });
}

/** The project whose Airtable card a write may change: its own row, or a purchase-order version of it. */
function cardProjectId(entity: string, row: Record<string, unknown> & { id: string }): string | null {
  if (entity === 'projects') return row.id;
  if (entity === 'purchaseOrders' && typeof row.projectId === 'string') return row.projectId;
  return null;
}
