import { z } from 'zod';
import { purchaseOrderLineSchema } from '../entities/purchase-order-line.schema';
import { defineMutator } from './define-mutator';
import { projectWriteRefusal } from '../access';
import { lineProject, mustGetRow, putRow } from './rows';
import { releasePacksOf } from './project-packs';
import { settleStaleChange } from './stale-base';

export const lineUpdateQuantityArgs = z.object({
  id: z.uuid(),
  /** Whole units, at least one: a line is taken out with lineRemove, never by a quantity of 0. */
  quantity: purchaseOrderLineSchema.shape.quantity.min(1),
  /** The quantity the device showed when the change was made (absent in changes of older builds). */
  base: z.object({ quantity: purchaseOrderLineSchema.shape.quantity }).optional(),
});

export const lineUpdateQuantity = defineMutator({
  name: 'lineUpdateQuantity',
  args: lineUpdateQuantityArgs,
  async authorize(actor, args, tx) {
    return projectWriteRefusal(actor, await lineProject(tx, args.id));
  },
  async run(tx, args) {
    const line = await mustGetRow(tx, 'purchaseOrderLines', args.id);
    const project = await mustGetRow(tx, 'projects', line.projectId);
    await settleStaleChange(tx, {
      projectId: line.projectId,
      entity: 'purchaseOrderLines',
      row: line,
      status: project.status,
      patch: { quantity: args.quantity },
      base: args.base,
    });
    const changed = args.quantity !== line.quantity;
    if (changed) await releasePacksOf(tx, [line]);
    await putRow(tx, 'purchaseOrderLines', {
      ...line,
      quantity: args.quantity,
      packId: changed ? null : line.packId,
      updatedAt: tx.now,
    });
  },
});
