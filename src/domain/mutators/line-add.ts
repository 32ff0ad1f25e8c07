import type { z } from 'zod';
import { catalogueViewerOf, furnitureQuoteRefusal, moduleQuoteRefusal, projectWriteRefusal } from '../access';
import { purchaseOrderLineSchema } from '../entities/purchase-order-line.schema';
import { defineMutator, MutatorError } from './define-mutator';
import { moduleUnitPrice } from './module-price';
import { getRow, insertRow, mustGetRow, queryRows, roomProject } from './rows';

export const lineAddArgs = purchaseOrderLineSchema
  .pick({ id: true, roomId: true, furnitureId: true, moduleId: true, quantity: true, notes: true })
  .partial({ furnitureId: true, moduleId: true, notes: true })
  .refine((args) => (args.furnitureId == null) !== (args.moduleId == null), {
    error: 'line_needs_furniture_or_module',
    path: ['furnitureId'],
  });

export const lineAdd = defineMutator({
  name: 'lineAdd',
  args: lineAddArgs,
  async authorize(actor, args, tx) {
    const refusal = projectWriteRefusal(actor, await roomProject(tx, args.roomId));
    if (refusal !== null) return refusal;
    // The rule that decides what the actor pulls decides what it may quote (src/domain/access).
    const viewer = await catalogueViewerOf(tx, actor);
    if (args.furnitureId != null)
      return furnitureQuoteRefusal(viewer, await getRow(tx, 'furniture', args.furnitureId));
    if (args.moduleId != null)
      return moduleQuoteRefusal(viewer, await getRow(tx, 'furnitureModules', args.moduleId));
    return 'validation';
  },
  async run(tx, args) {
    const room = await mustGetRow(tx, 'rooms', args.roomId);
    const project = await mustGetRow(tx, 'projects', room.projectId);
    // The price is the catalogue's at the time of adding: a later catalogue change leaves quotes alone.
    let unitPriceCents: number;
    if (args.furnitureId != null) {
      const furniture = await mustGetRow(tx, 'furniture', args.furnitureId);
      unitPriceCents = furniture.priceExclVatCents;
    } else if (args.moduleId != null) {
      unitPriceCents = await moduleUnitPrice(tx, args.moduleId, project.clientId);
    } else {
      throw new MutatorError('validation', 'furnitureId');
    }
    const siblings = await queryRows(tx, 'purchaseOrderLines', 'roomId', room.id);
    await insertRow(
      tx,
      'purchaseOrderLines',
      purchaseOrderLineSchema.parse({
        ...args,
        projectId: project.id,
        unitPriceCents,
        vatRateBp: project.vatRateBp,
        position: siblings.reduce((max, line) => Math.max(max, line.position + 1), 0),
        createdAt: tx.now,
        updatedAt: tx.now,
      }),
    );
  },
});

export type LineAddArgs = z.infer<typeof lineAddArgs>;
