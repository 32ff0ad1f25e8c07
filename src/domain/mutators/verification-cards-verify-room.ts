import { z } from 'zod';
import type { VerificationCard } from '../entities/intervention.schema';
import { interventionWorkRefusal } from '../access';
import { defineMutator } from './define-mutator';
import { getRow, mustGetRow, putRow, queryRows } from './rows';

export const verificationCardsVerifyRoomArgs = z.object({ interventionId: z.uuid(), roomId: z.uuid() });

/**
 * What "verify all" does to a card: nothing to a card already verified, and nothing to a card with a
 * problem (an installer's finding is never erased by a bulk gesture); otherwise checked, with the
 * quantity asked. The screen uses it to say what the gesture will change and to undo it.
 */
export function verifiesInBulk(card: VerificationCard): boolean {
  if (card.problemStatus !== 'none') return false;
  return !(card.checked && card.quantityChecked === card.quantityAsked);
}

/**
 * "Verify all lines in this room" in one gesture and one mutation: every card of the room that
 * `verifiesInBulk` is checked with the quantity asked. Cards left alone do not appear in the history.
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
      if (!verifiesInBulk(card)) continue;
      await putRow(tx, 'verificationCards', {
        ...card,
        checked: true,
        quantityChecked: card.quantityAsked,
        updatedAt: tx.now,
      });
    }
  },
});
