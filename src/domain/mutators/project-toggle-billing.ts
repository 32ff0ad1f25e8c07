import { projectSchema } from '../entities/project.schema';
import { exhaustive, type BillingType } from '../enums';
import { projectToggleBillingArgs } from '../projects/admin-actions.schema';
import { officeActionRefusal } from '../projects/status-machine';
import { defineMutator } from './define-mutator';
import { getRow, mustGetRow, putRow } from './rows';

function otherBilling(billingType: BillingType): BillingType {
  switch (billingType) {
    case 'rent':
      return 'buy';
    case 'buy':
      return 'rent';
    default:
      return exhaustive(billingType);
  }
}

/**
 * Rent <-> buy (spec section 4). The prices follow without being rewritten: every amount is stored
 * as the whole price, and the pricing (src/domain/pricing, quoteTotals) makes the monthly rent of
 * it when renting, so the quote, the lists and the office's fixed prices all switch at once.
 */
export const projectToggleBilling = defineMutator({
  name: 'projectToggleBilling',
  args: projectToggleBillingArgs,
  async authorize(actor, args, tx) {
    return officeActionRefusal(actor, await getRow(tx, 'projects', args.id), 'toggleBilling');
  },
  async run(tx, args) {
    const project = await mustGetRow(tx, 'projects', args.id);
    await putRow(
      tx,
      'projects',
      projectSchema.parse({ ...project, billingType: otherBilling(project.billingType), updatedAt: tx.now }),
    );
  },
});
