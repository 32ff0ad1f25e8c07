import { z } from 'zod';
import { adminOnly } from '../access';
import {
  clientCustomizeShape,
  clientFieldsShape,
  clientVatCheck,
} from '../organisations/client-fields.schema';
import { defineMutator } from './define-mutator';
import { patchSchema } from './patch-schema';
import { insertRow, mustGetRow, putRow, queryRows, stripUndefined } from './rows';
import type { Transaction } from './transaction';

/*
 * Clients are the office's to create and edit (spec section 6: the back office; a client's own
 * users read their client's row). The VAT number is checked against the billing country on the
 * whole record, so changing either field alone is checked too.
 */

export const clientCreateArgs = z.object({ id: z.uuid(), ...clientFieldsShape });

export const clientCreate = defineMutator({
  name: 'clientCreate',
  args: clientCreateArgs,
  authorize: async (actor) => adminOnly(actor),
  async run(tx, args) {
    clientVatCheck.parse(args);
    await insertRow(tx, 'clients', {
      ...args,
      onboardingSteps: [],
      logo: null,
      pricingMultiplier: 1,
      businessReferrerId: null,
      createdAt: tx.now,
      updatedAt: tx.now,
    });
  },
});

export const clientUpdateArgs = z.object({
  id: z.uuid(),
  patch: patchSchema({ ...clientFieldsShape, ...clientCustomizeShape }),
});

/**
 * One update for the record and its customization (logo, onboarding steps, multiplier). A new
 * multiplier reaches the client's devices with every price re-pulled (the pull scope carries it);
 * a submitted quote keeps the price it was submitted with (the project stores it).
 */
export const clientUpdate = defineMutator({
  name: 'clientUpdate',
  args: clientUpdateArgs,
  authorize: async (actor) => adminOnly(actor),
  async run(tx, args) {
    const row = await mustGetRow(tx, 'clients', args.id);
    const updated = { ...row, ...stripUndefined(args.patch), updatedAt: tx.now };
    clientVatCheck.parse(updated);
    if (updated.pricingMultiplier !== row.pricingMultiplier)
      await keepSubmittedPrices(tx, row.id, row.pricingMultiplier);
    await putRow(tx, 'clients', updated);
  },
});

/**
 * A quote the client has submitted keeps the price it was submitted at when the multiplier
 * changes: it keeps the old multiplier (frozenMultiplier), line by line and in total, wherever its
 * prices are read. Drafts follow the new multiplier. Until the first change, a submitted quote's
 * multiplier is the client's, the one it was submitted with. One rule on both sides, in the same
 * transaction as the change.
 */
async function keepSubmittedPrices(tx: Transaction, clientId: string, oldMultiplier: number): Promise<void> {
  const projects = await queryRows(tx, 'projects', 'clientId', clientId);
  for (const project of projects) {
    if (project.clientStatus !== 'done' || project.frozenMultiplier !== null) continue;
    await putRow(tx, 'projects', { ...project, frozenMultiplier: oldMultiplier, updatedAt: tx.now });
  }
}
