import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { purchaseOrderSchema, type PurchaseOrder } from '../../../src/domain/entities/purchase-order.schema';
import type { Actor } from '../../../src/domain/mutators/transaction';
import type { ErpLineStates } from '../../../src/domain/outbox/erp-line-states.schema';
import type { Db } from '../../db/client';
import { purchaseOrders } from '../../db/schema';
import { nextVersion } from '../../db/versions';
import { createRunState, createServerTransaction } from '../../sync/server-transaction';
import type { Erp, ErpLineState } from './erp';

/** The ERP did not answer the stock read (down, refused, malformed): nothing was stored. */
export class ErpReadFailed extends Error {
  constructor(cause: unknown) {
    super('the ERP did not answer a stock read', { cause });
  }
}

/** The project's latest purchase order version, or undefined before its validation. */
export async function latestPurchaseOrder(db: Db, projectId: string): Promise<PurchaseOrder | undefined> {
  const [latest] = await db
    .select({ data: purchaseOrders.data })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.projectId, projectId), isNull(purchaseOrders.deletedAt)))
    .orderBy(desc(sql`(${purchaseOrders.data}->>'number')::int`))
    .limit(1);
  return latest === undefined ? undefined : purchaseOrderSchema.parse(latest.data);
}

/**
 * Reads each line's stock state from the ERP (outside any transaction: the ERP may be slow) and
 * stores it on the quote lines, with the refresh time on the purchase order version, through the
 * server's synced-row writes: one new change version, so every device gets them at its next pull.
 * `actor` is the Transaction's (read by mutator bodies only; none runs here). Throws ErpReadFailed
 * when the ERP does not answer.
 */
export async function refreshLineStates(
  deps: { db: Db; erp: Erp; now: Date; actor: Actor },
  order: PurchaseOrder,
): Promise<ErpLineStates> {
  const lines = await deps.erp
    .lineStates(
      order.projectId,
      order.lines.map((line) => ({ lineId: line.lineId, sku: line.sku, quantity: line.quantity })),
    )
    .catch((error: unknown) => {
      throw new ErpReadFailed(error);
    });
  const now = deps.now.toISOString();
  await deps.db.transaction(async (tx) => {
    const state = createRunState(tx, await nextVersion(tx), now);
    const serverTx = createServerTransaction(tx, deps.actor, now, state);
    await serverTx.prefetch?.(
      'purchaseOrderLines',
      lines.map((line) => line.lineId),
    );
    for (const line of lines) {
      const row = await serverTx.get('purchaseOrderLines', line.lineId);
      // A line deleted since the order was made has no state to show.
      if (row === undefined || sameState(row, line)) continue;
      await serverTx.put('purchaseOrderLines', {
        ...row,
        id: line.lineId,
        availability: line.availability,
        availabilityDate: line.availabilityDate,
        availableQuantity: line.availableQuantity,
        updatedAt: now,
      });
    }
    const current = await serverTx.get('purchaseOrders', order.id);
    if (current !== undefined)
      await serverTx.put('purchaseOrders', { ...current, id: order.id, erpRefreshedAt: now, updatedAt: now });
    await state.flush();
  });
  return { purchaseOrderId: order.id, refreshedAt: now, lines };
}

function sameState(row: Record<string, unknown>, line: ErpLineState): boolean {
  return (
    row.availability === line.availability &&
    row.availabilityDate === line.availabilityDate &&
    row.availableQuantity === line.availableQuantity
  );
}
