import { z } from 'zod';
import { defineMutator } from './define-mutator';
import { projectWriteRefusal } from '../access';
import { lineProject } from './rows';

export const lineRemoveArgs = z.object({ id: z.uuid() });

export const lineRemove = defineMutator({
  name: 'lineRemove',
  args: lineRemoveArgs,
  async authorize(actor, args, tx) {
    return projectWriteRefusal(actor, await lineProject(tx, args.id));
  },
  async run(tx, args) {
    await tx.delete('purchaseOrderLines', args.id);
  },
});
