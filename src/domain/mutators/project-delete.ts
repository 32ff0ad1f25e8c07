import { z } from 'zod';
import { defineMutator, MutatorError } from './define-mutator';
import { projectWriteRefusal } from '../access';
import { getRow, queryRows } from './rows';

export const projectDeleteArgs = z.object({ id: z.uuid() });

export const projectDelete = defineMutator({
  name: 'projectDelete',
  args: projectDeleteArgs,
  async authorize(actor, args, tx) {
    return projectWriteRefusal(actor, await getRow(tx, 'projects', args.id));
  },
  async run(tx, args) {
    // An ordered project has its purchase orders, interventions and ERP order: deleting it would
    // orphan them and leave the order running. It is cancelled instead.
    if ((await queryRows(tx, 'purchaseOrders', 'projectId', args.id)).length > 0)
      throw new MutatorError('project/ordered');
    // Children go too, so no client keeps rooms or lines of a project it can no longer open.
    for (const line of await queryRows(tx, 'purchaseOrderLines', 'projectId', args.id)) {
      await tx.delete('purchaseOrderLines', line.id);
    }
    for (const room of await queryRows(tx, 'rooms', 'projectId', args.id)) {
      await tx.delete('rooms', room.id);
    }
    await tx.delete('projects', args.id);
  },
});
