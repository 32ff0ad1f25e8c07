import { z } from 'zod';
import { defineMutator } from './define-mutator';
import { adminOnly } from '../access';
import { mustGetRow, putRow, queryRows } from './rows';

export const interventionResetArgs = z.object({ id: z.uuid() });

/**
 * Admin (after a confirmation in the UI): the intervention starts over at verification and every
 * card is unchecked again. Notes stay: they are instructions as often as findings, and the card
 * history keeps every earlier value anyway.
 */
export const interventionReset = defineMutator({
  name: 'interventionReset',
  args: interventionResetArgs,
  async authorize(actor) {
    return adminOnly(actor);
  },
  async run(tx, args) {
    const intervention = await mustGetRow(tx, 'interventions', args.id);
    if (intervention.step !== 'verification')
      await putRow(tx, 'interventions', { ...intervention, step: 'verification', updatedAt: tx.now });
    for (const card of await queryRows(tx, 'verificationCards', 'interventionId', intervention.id)) {
      const unchecked =
        !card.checked &&
        card.quantityChecked === 0 &&
        !card.returnedToWarehouse &&
        card.problemStatus === 'none';
      if (unchecked) continue;
      await putRow(tx, 'verificationCards', {
        ...card,
        checked: false,
        quantityChecked: 0,
        returnedToWarehouse: false,
        problemStatus: 'none',
        updatedAt: tx.now,
      });
    }
  },
});
