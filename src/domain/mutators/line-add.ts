import type { z } from 'zod';
import { catalogueViewerOf, furnitureQuoteRefusal, moduleQuoteRefusal, projectWriteRefusal } from '../access';
import { purchaseOrderLineSchema } from '../entities/purchase-order-line.schema';
import { defineMutator, MutatorError } from './define-mutator';
import { derivedId } from '../ids';
import type { ProjectPack } from '../entities/project.schema';
import { moduleQuotePrice } from './module-price';
import { addPacks, negotiatedPack } from './project-packs';
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
    // A module the office priced for the client is a negotiated pack of the project, holding the line.
    let pack: ProjectPack | null = null;
    if (args.furnitureId != null) {
      const furniture = await mustGetRow(tx, 'furniture', args.furnitureId);
      unitPriceCents = furniture.priceExclVatCents;
    } else if (args.moduleId != null) {
      const price = await moduleQuotePrice(tx, args.moduleId, project);
      unitPriceCents = price.unitPriceCents;
      if (price.negotiatedCents !== null) {
        const module = await mustGetRow(tx, 'furnitureModules', args.moduleId);
        const units = args.quantity * room.multiplier;
        pack = negotiatedPack(derivedId(args.id, 0), module, units, price.negotiatedCents);
      }
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
        packId: pack?.id ?? null,
        vatRateBp: project.vatRateBp,
        position: siblings.reduce((max, line) => Math.max(max, line.position + 1), 0),
        createdAt: tx.now,
        updatedAt: tx.now,
      }),
    );
    if (pack !== null) await addPacks(tx, project, [pack]);
  },
});

export type LineAddArgs = z.infer<typeof lineAddArgs>;
