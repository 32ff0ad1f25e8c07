import { purchaseOrderLineSchema } from '../entities/purchase-order-line.schema';
import { lineUpdateOfficeArgs } from '../projects/admin-actions.schema';
import { officeActionRefusal } from '../projects/status-machine';
import { defineMutator } from './define-mutator';
import { lineProject, mustGetRow, putRow, stripUndefined } from './rows';
import { releasePacksOf } from './project-packs';

/**
 * The office sets a quote line's notes, unit price or VAT rate (spec section 3). The quote's totals
 * are computed from the lines (src/domain/pricing), so they follow; once ordered, the purchase
 * order keeps what was validated and the line no longer changes.
 */
export const lineUpdateOffice = defineMutator({
  name: 'lineUpdateOffice',
  args: lineUpdateOfficeArgs,
  async authorize(actor, args, tx) {
    return officeActionRefusal(actor, await lineProject(tx, args.id), 'editLinePrices');
  },
  async run(tx, args) {
    const line = await mustGetRow(tx, 'purchaseOrderLines', args.id);
    const fields = { notes: args.notes, unitPriceCents: args.unitPriceCents, vatRateBp: args.vatRateBp };
    // A note changes no price; a price or a rate does, and so ends the pack's negotiated price.
    const priced = args.unitPriceCents !== undefined || args.vatRateBp !== undefined;
    if (priced) await releasePacksOf(tx, [line]);
    await putRow(
      tx,
      'purchaseOrderLines',
      purchaseOrderLineSchema.parse({
        ...line,
        ...stripUndefined(fields),
        packId: priced ? null : line.packId,
        updatedAt: tx.now,
      }),
    );
  },
});
