import { z } from 'zod';
import { verificationCardSchema } from '../entities/intervention.schema';
import { defineMutator } from './define-mutator';
import { patchSchema } from './patch-schema';
import { interventionWorkRefusal } from '../access';
import { getRow, mustGetRow, putRow, stripUndefined } from './rows';

export const verificationCardUpdateArgs = z.object({
  id: z.uuid(),
  patch: patchSchema(
    verificationCardSchema.pick({
      quantityChecked: true,
      checked: true,
      returnedToWarehouse: true,
      notes: true,
      problemStatus: true,
    }).shape,
  ),
});

/**
 * A patch of fields, never a whole card: two installers editing different fields of one card offline
 * both keep their change, and on one field the change the server applies last wins. The server
 * records every changed field in the card history around this body (server/interventions).
 */
export const verificationCardUpdate = defineMutator({
  name: 'verificationCardUpdate',
  args: verificationCardUpdateArgs,
  async authorize(actor, args, tx) {
    const card = await getRow(tx, 'verificationCards', args.id);
    // Security: an installer token reaches one purchase order; any other card is as good as absent.
    if (card === undefined) return 'not_found';
    return interventionWorkRefusal(actor, card.projectId);
  },
  async run(tx, args) {
    const card = await mustGetRow(tx, 'verificationCards', args.id);
    await putRow(tx, 'verificationCards', { ...card, ...stripUndefined(args.patch), updatedAt: tx.now });
  },
});
