import { purchaseOrderLineSchema, type LineUnavailability } from '../entities/purchase-order-line.schema';
import { manualStockRefusal } from '../access';
import { exhaustive } from '../enums';
import { lineUnavailabilityArgs, type LineUnavailabilityArgs } from '../projects/admin-actions.schema';
import { officeActionRefusal } from '../projects/status-machine';
import { defineMutator, MutatorError } from './define-mutator';
import { getRow, lineProject, mustGetRow, putRow } from './rows';
import type { Transaction } from './transaction';

/**
 * The office records what it orders instead of an unavailable quote line (spec section 4:
 * replace, reduce, remove), or clears it. The line keeps its quoted furniture, quantity and price,
 * which the client accepted; the next purchase order version applies the change.
 */
export const lineUnavailability = defineMutator({
  name: 'lineUnavailability',
  args: lineUnavailabilityArgs,
  async authorize(actor, args, tx) {
    return (
      officeActionRefusal(actor, await lineProject(tx, args.id), 'recordUnavailability') ??
      manualStockRefusal(args)
    );
  },
  async run(tx, args) {
    const line = await mustGetRow(tx, 'purchaseOrderLines', args.id);
    const unavailability = await recorded(tx, args, line);
    await putRow(
      tx,
      'purchaseOrderLines',
      purchaseOrderLineSchema.parse({ ...line, unavailability, updatedAt: tx.now }),
    );
  },
});

async function recorded(
  tx: Transaction,
  args: LineUnavailabilityArgs,
  line: { furnitureId: string | null; quantity: number },
): Promise<LineUnavailability | null> {
  switch (args.change) {
    case 'replace': {
      if (args.furnitureId === line.furnitureId) throw new MutatorError('validation', 'same furniture');
      const furniture = await getRow(tx, 'furniture', args.furnitureId);
      if (furniture === undefined) throw new MutatorError('not_found', `furniture ${args.furnitureId}`);
      // The replacement's catalogue price when recorded, as lineAdd takes a price when adding.
      return {
        change: 'replace',
        furnitureId: furniture.id,
        unitPriceCents: furniture.priceExclVatCents,
        quantity: null,
      };
    }
    case 'reduce':
      if (args.quantity >= line.quantity) throw new MutatorError('validation', 'not a reduction');
      return { change: 'reduce', furnitureId: null, unitPriceCents: null, quantity: args.quantity };
    case 'remove':
      return { change: 'remove', furnitureId: null, unitPriceCents: null, quantity: null };
    case 'none':
      return null;
    default:
      return exhaustive(args);
  }
}
