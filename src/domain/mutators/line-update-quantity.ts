import { z } from 'zod';
import { purchaseOrderLineSchema } from '../entities/purchase-order-line.schema';
import { defineMutator } from './define-mutator';
import { projectWriteRefusal } from '../access';
import { lineProject, mustGetRow, putRow } from './rows';

export const lineUpdateQuantityArgs = z.object({
  id: z.uuid(),
  quantity: purchaseOrderLineSchema.shape.quantity,
});

export const lineUpdateQuantity = defineMutator({
  name: 'lineUpdateQuantity',
  args: lineUpdateQuantityArgs,
  async authorize(actor, args, tx) {
    return projectWriteRefusal(actor, await lineProject(tx, args.id));
  },
  async run(tx, args) {
    const line = await mustGetRow(tx, 'purchaseOrderLines', args.id);
    await putRow(tx, 'purchaseOrderLines', { ...line, quantity: args.quantity, updatedAt: tx.now });
  },
});
