import type { Project } from '../../../src/domain/entities/project.schema';
import type { PurchaseOrder } from '../../../src/domain/entities/purchase-order.schema';
import type { Language } from '../../../src/domain/enums';
import { readQuoteRows } from '../../../src/domain/mutators/quote-rows';
import type { Transaction } from '../../../src/domain/mutators/transaction';
import { projectMultiplier, projectQuoteBreakdown } from '../../../src/domain/pricing';
import { asBought, projectCharges } from '../../../src/domain/purchases';
import { chargeLabels } from '../../i18n/charge-labels';
import type { ErpOrder, NewMessage } from '../../outbox/messages';

/**
 * The ERP's sale order of a purchase-order version, at what the client pays: each item at its
 * client unit price (0 when a pack includes it), then each negotiated pack, each priced service and
 * the office's adjustment as lines of their own, so Σ quantity × unit is the quote excl. VAT. A
 * rented project is sent at its buy figures (asBought): the ERP order is the goods, their monthly
 * rent being the contract's. The charges are read from the quote the version was just made from
 * (the same transaction), named in `language` (the purchasing team's).
 */
async function erpOrder(
  tx: Transaction,
  purchaseOrder: PurchaseOrder,
  project: Project,
  language: Language,
): Promise<ErpOrder> {
  const { client, rooms, lines, serviceRates } = await readQuoteRows(tx, project);
  const quote = projectQuoteBreakdown(
    asBought(project),
    rooms,
    lines,
    projectMultiplier(project, client),
    1,
    serviceRates,
  );
  return {
    projectId: project.id,
    reference: erpReference(project),
    customer: { id: project.clientId, name: client?.name ?? project.name },
    purchaseOrderId: purchaseOrder.id,
    purchaseOrderNumber: purchaseOrder.number,
    mode: purchaseOrder.mode === 'dropshipping' ? 'dropshipping' : 'normal',
    lines: purchaseOrder.lines
      .filter((line) => line.quantity > 0)
      .map((line) => ({
        lineId: line.lineId,
        sku: line.sku,
        name: line.name,
        quantity: line.quantity,
        // A version is made (purchaseOrderItems) in the transaction that sends it, so it always
        // has its client prices. Only a version kept from before they were has none, and none such
        // is sent again: were one to be, it would go at cost, as versions of its time did, rather
        // than at a price recomputed from today's catalogue that the client was never quoted.
        unitPriceCents: line.clientUnitPriceCents ?? line.unitPriceCents,
      })),
    charges: projectCharges(project, quote, chargeLabels(language)).map((charge) => ({
      name: charge.name,
      quantity: charge.quantity,
      unitPriceCents: charge.unitCents,
    })),
    comments: project.purchaseOrderComments.trim(),
  };
}

/** What the office calls the project in the ERP: its operation number, else its name. */
function erpReference(project: Pick<Project, 'operationNumber' | 'name'>): string {
  return project.operationNumber.trim() === '' ? project.name : project.operationNumber;
}

/**
 * The outbox message that registers or updates a version's sale order. One ordering key per
 * project: an update never overtakes the registration it changes, nor a cancellation either.
 */
export async function erpOrderMessage(
  kind: 'erp.registerOrder' | 'erp.updateOrder',
  tx: Transaction,
  purchaseOrder: PurchaseOrder,
  project: Project,
  language: Language,
): Promise<NewMessage> {
  const order = await erpOrder(tx, purchaseOrder, project, language);
  return { kind, projectId: project.id, orderingKey: erpOrderingKey(project), payload: order };
}

/** The outbox message that cancels a project's sale order. */
export function erpCancellationMessage(project: Project): NewMessage {
  return {
    kind: 'erp.cancelOrder',
    projectId: project.id,
    orderingKey: erpOrderingKey(project),
    payload: { projectId: project.id, reference: erpReference(project) },
  };
}

function erpOrderingKey(project: Pick<Project, 'id'>): string {
  return `erp:${project.id}`;
}
