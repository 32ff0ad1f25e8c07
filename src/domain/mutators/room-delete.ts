import { z } from 'zod';
import { defineMutator } from './define-mutator';
import { projectWriteRefusal } from '../access';
import { queryRows, roomProject } from './rows';

export const roomDeleteArgs = z.object({ id: z.uuid() });

export const roomDelete = defineMutator({
  name: 'roomDelete',
  args: roomDeleteArgs,
  async authorize(actor, args, tx) {
    return projectWriteRefusal(actor, await roomProject(tx, args.id));
  },
  async run(tx, args) {
    for (const line of await queryRows(tx, 'purchaseOrderLines', 'roomId', args.id)) {
      await tx.delete('purchaseOrderLines', line.id);
    }
    await tx.delete('rooms', args.id);
  },
});
