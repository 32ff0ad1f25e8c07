import { z } from 'zod';
import { verificationCardSchema } from '../entities/intervention.schema';
import { defineMutator } from './define-mutator';
import { patchSchema } from './patch-schema';
import { interventionWorkRefusal } from '../access';
import { getRow, mustGetRow, putRow, stripUndefined } from './rows';
import { settleStaleChange } from './stale-base';

const cardFields = patchSchema(
  verificationCardSchema.pick({
    quantityChecked: true,
    checked: true,
    returnedToWarehouse: true,
    notes: true,
    problemStatus: true,
  }).shape,
);

export const verificationCardUpdateArgs = z.object({
  id: z.uuid(),
  patch: cardFields,
  /** The values the device showed for the fields it changes (absent in changes of older builds). */
  base: cardFields.optional(),
});

/**
 * A patch of fields, never a whole card: two installers editing different fields of one card offline
 * both keep their change; on one field, a change based on a value changed since is settled by the
 * rule table (src/domain/sync/conflict-rules.ts), otherwise the change applied last wins. The server
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
    // An installer's device may hold the cards without their project: cards exist only once it is validated.
    const project = await getRow(tx, 'projects', card.projectId);
    await settleStaleChange(tx, {
      projectId: card.projectId,
      entity: 'verificationCards',
      row: card,
      status: project?.status ?? 'validated',
      ...args,
    });
    await putRow(tx, 'verificationCards', { ...card, ...stripUndefined(args.patch), updatedAt: tx.now });
  },
});
