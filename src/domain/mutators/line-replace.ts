import { z } from 'zod';
import { catalogueViewerOf, furnitureQuoteRefusal, projectWriteRefusal } from '../access';
import { purchaseOrderLineSchema } from '../entities/purchase-order-line.schema';
import { defineMutator, MutatorError } from './define-mutator';
import { getRow, lineProject, mustGetRow, putRow } from './rows';
import { releasePacksOf } from './project-packs';

export const lineReplaceArgs = z.object({ id: z.uuid(), furnitureId: z.uuid() });

/**
 * Swaps a furniture line's furniture in one step (one change to sync, one to undo), keeping its
 * quantity, room and position. Authorized like lineAdd: the new furniture must be quotable.
 */
export const lineReplace = defineMutator({
  name: 'lineReplace',
  args: lineReplaceArgs,
  async authorize(actor, args, tx) {
    const refusal = projectWriteRefusal(actor, await lineProject(tx, args.id));
    if (refusal !== null) return refusal;
    const viewer = await catalogueViewerOf(tx, actor);
    return furnitureQuoteRefusal(viewer, await getRow(tx, 'furniture', args.furnitureId));
  },
  async run(tx, args) {
    const line = await mustGetRow(tx, 'purchaseOrderLines', args.id);
    // A module line has no furniture of its own to swap.
    if (line.furnitureId === null) throw new MutatorError('validation', 'line has no furniture');
    const furniture = await mustGetRow(tx, 'furniture', args.furnitureId);
    await releasePacksOf(tx, [line]);
    await putRow(
      tx,
      'purchaseOrderLines',
      purchaseOrderLineSchema.parse({
        ...line,
        furnitureId: furniture.id,
        // The catalogue's price at the time of the swap, as lineAdd takes it.
        unitPriceCents: furniture.priceExclVatCents,
        // What the office noted about the old furniture's availability says nothing of the new one.
        availability: null,
        availabilityDate: null,
        availableQuantity: null,
        replacementFurnitureId: null,
        packId: null,
        updatedAt: tx.now,
      }),
    );
  },
});

export type LineReplaceArgs = z.infer<typeof lineReplaceArgs>;
