import { z } from 'zod';
import { interventionWorkRefusal } from '../interventions/access';
import { defineMutator } from './define-mutator';
import { getRow, mustGetRow, putRow, queryRows } from './rows';

export const verificationCardsVerifyRoomArgs = z.object({ interventionId: z.uuid(), roomId: z.uuid() });

/**
 * "Verify all lines in this room" in one gesture and one mutation: every card of the room is checked
 * with the quantity asked and no problem. Cards already in that state are left alone, so the
 * history shows only what this gesture changed.
 */
export const verificationCardsVerifyRoom = defineMutator({
  name: 'verificationCardsVerifyRoom',
  args: verificationCardsVerifyRoomArgs,
  async authorize(actor, args, tx) {
    const intervention = await getRow(tx, 'interventions', args.interventionId);
    if (intervention === undefined) return 'not_found';
    return interventionWorkRefusal(actor, intervention.projectId);
  },
  async run(tx, args) {
    await mustGetRow(tx, 'interventions', args.interventionId);
    const cards = await queryRows(tx, 'verificationCards', 'interventionId', args.interventionId);
    for (const card of cards) {
      const line = await getRow(tx, 'purchaseOrderLines', card.lineId);
      if (line?.roomId !== args.roomId) continue;
      if (card.checked && card.quantityChecked === card.quantityAsked && card.problemStatus === 'none')
        continue;
      await putRow(tx, 'verificationCards', {
        ...card,
        checked: true,
        quantityChecked: card.quantityAsked,
        problemStatus: 'none',
        updatedAt: tx.now,
      });
    }
  },
});
