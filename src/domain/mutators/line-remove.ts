import { z } from 'zod';
import { defineMutator } from './define-mutator';
import { projectWriteRefusal } from '../access';
import { releasePacksOf } from './project-packs';
import { getRow, lineProject } from './rows';

export const lineRemoveArgs = z.object({ id: z.uuid() });

export const lineRemove = defineMutator({
  name: 'lineRemove',
  args: lineRemoveArgs,
  async authorize(actor, args, tx) {
    return projectWriteRefusal(actor, await lineProject(tx, args.id));
  },
  async run(tx, args) {
    const line = await getRow(tx, 'purchaseOrderLines', args.id);
    if (line !== undefined) await releasePacksOf(tx, [line]);
    await tx.delete('purchaseOrderLines', args.id);
  },
});
