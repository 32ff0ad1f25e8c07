import { z } from 'zod';
import { defineMutator } from './define-mutator';
import { projectWriteRefusal } from '../access';
import { queryRows, roomProject } from './rows';
import { releasePacksOf } from './project-packs';

export const roomDeleteArgs = z.object({ id: z.uuid() });

export const roomDelete = defineMutator({
  name: 'roomDelete',
  args: roomDeleteArgs,
  async authorize(actor, args, tx) {
    return projectWriteRefusal(actor, await roomProject(tx, args.id));
  },
  async run(tx, args) {
    const lines = await queryRows(tx, 'purchaseOrderLines', 'roomId', args.id);
    await releasePacksOf(tx, lines);
    for (const line of lines) {
      await tx.delete('purchaseOrderLines', line.id);
    }
    await tx.delete('rooms', args.id);
  },
});
