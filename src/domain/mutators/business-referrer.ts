import { z } from 'zod';
import { adminOnly } from '../access';
import { businessReferrerSchema } from '../entities/business-referrer.schema';
import { defineMutator } from './define-mutator';
import { patchSchema } from './patch-schema';
import { insertRow, mustGetRow, putRow, stripUndefined } from './rows';

/** Business referrers are the office's to add and set up (spec section 2, `/admin/referrers`). */

export const businessReferrerCreateArgs = businessReferrerSchema.omit({ createdAt: true, updatedAt: true });

export const businessReferrerCreate = defineMutator({
  name: 'businessReferrerCreate',
  args: businessReferrerCreateArgs,
  authorize: async (actor) => adminOnly(actor),
  async run(tx, args) {
    await insertRow(tx, 'businessReferrers', { ...args, createdAt: tx.now, updatedAt: tx.now });
  },
});

/** Name, canAccessPurchaseOrder and the modules its leads may be offered. */
export const businessReferrerUpdateArgs = z.object({
  id: z.uuid(),
  patch: patchSchema(
    businessReferrerSchema.omit({ id: true, createdAt: true, updatedAt: true }).shape,
  ).strict(),
});

export const businessReferrerUpdate = defineMutator({
  name: 'businessReferrerUpdate',
  args: businessReferrerUpdateArgs,
  authorize: async (actor) => adminOnly(actor),
  async run(tx, args) {
    const referrer = await mustGetRow(tx, 'businessReferrers', args.id);
    await putRow(tx, 'businessReferrers', { ...referrer, ...stripUndefined(args.patch), updatedAt: tx.now });
  },
});
