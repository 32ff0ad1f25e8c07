import { z } from 'zod';
import { defineMutator, MutatorError } from './define-mutator';
import { projectWriteRefusal } from '../access';
import { getRow, queryRows } from './rows';
import { projectDeleteRefusal } from '../projects/deletion';

export const projectDeleteArgs = z.object({ id: z.uuid() });

export const projectDelete = defineMutator({
  name: 'projectDelete',
  args: projectDeleteArgs,
  async authorize(actor, args, tx) {
    return projectWriteRefusal(actor, await getRow(tx, 'projects', args.id));
  },
  async run(tx, args) {
    const refusal = projectDeleteRefusal(
      (await queryRows(tx, 'purchaseOrders', 'projectId', args.id)).length,
    );
    if (refusal !== null) throw new MutatorError(refusal);
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
