import { purchaseOrderSchema, type PurchaseOrder } from '../entities/purchase-order.schema';
import { purchaseOrderRegenerateArgs } from '../projects/admin-actions.schema';
import { officeActionRefusal } from '../projects/status-machine';
import { defineMutator, MutatorError } from './define-mutator';
import { orderedNow, syncVerificationCards } from './purchase-order-rows';
import { getRow, insertRow, mustGetRow, queryRows } from './rows';
import type { Transaction } from './transaction';

/**
 * A new purchase order version from the quote as it is now, with its unavailability changes
 * (spec section 4). The versions before stay as they were: what was ordered, when, by whom. The
 * verification cards follow the new version, which is why it is refused once the warehouse has
 * started: a checked card, or an intervention past its verification.
 */
export const purchaseOrderRegenerate = defineMutator({
  name: 'purchaseOrderRegenerate',
  args: purchaseOrderRegenerateArgs,
  async authorize(actor, args, tx) {
    return officeActionRefusal(actor, await getRow(tx, 'projects', args.id), 'regeneratePurchaseOrder');
  },
  async run(tx, args) {
    const project = await mustGetRow(tx, 'projects', args.id);
    if (tx.actor.kind !== 'user') throw new MutatorError('auth/forbidden');
    const latest = await latestOrder(tx, project.id);
    if (latest === undefined) throw new MutatorError('purchase_order/none');
    const intervention =
      latest.interventionId === null ? undefined : await getRow(tx, 'interventions', latest.interventionId);
    if (intervention !== undefined && (await preparationStarted(tx, intervention)))
      throw new MutatorError('purchase_order/preparation_started');
    const { items } = await orderedNow(tx, project);
    if (items.length === 0) throw new MutatorError('project/empty');
    await insertRow(
      tx,
      'purchaseOrders',
      purchaseOrderSchema.parse({
        id: args.purchaseOrderId,
        projectId: project.id,
        number: latest.number + 1,
        mode: latest.mode,
        reason: 'regenerate',
        createdById: tx.actor.userId,
        interventionId: latest.interventionId,
        lines: items,
        createdAt: tx.now,
        updatedAt: tx.now,
      }),
    );
    if (intervention !== undefined) await syncVerificationCards(tx, intervention, items);
  },
});

async function latestOrder(tx: Transaction, projectId: string): Promise<PurchaseOrder | undefined> {
  const orders = await queryRows(tx, 'purchaseOrders', 'projectId', projectId);
  return orders.reduce<PurchaseOrder | undefined>(
    (latest, order) => (latest === undefined || order.number > latest.number ? order : latest),
    undefined,
  );
}

async function preparationStarted(
  tx: Transaction,
  intervention: { id: string; step: string },
): Promise<boolean> {
  if (intervention.step !== 'verification') return true;
  const cards = await queryRows(tx, 'verificationCards', 'interventionId', intervention.id);
  return cards.some((card) => card.checked || card.quantityChecked > 0);
}
