import { serviceRateIds } from '../catalogue/services';
import { serviceRateSchema } from '../entities/service-rate.schema';
import { adminOnly } from '../access';
import { defineMutator } from './define-mutator';
import { getRow, insertRow, putRow } from './rows';

export const serviceRateSetArgs = serviceRateSchema.pick({
  key: true,
  rule: true,
  priceCents: true,
  vatRateBp: true,
});

/**
 * The office sets how a service is priced. Its row sits at the key's fixed id, so the first set
 * creates it and every later one (from any device) replaces it: one price per service.
 */
export const serviceRateSet = defineMutator({
  name: 'serviceRateSet',
  args: serviceRateSetArgs,
  authorize: async (actor) => adminOnly(actor),
  async run(tx, args) {
    const id = serviceRateIds[args.key];
    const row = await getRow(tx, 'serviceRates', id);
    if (row === undefined)
      await insertRow(tx, 'serviceRates', { id, ...args, createdAt: tx.now, updatedAt: tx.now });
    else await putRow(tx, 'serviceRates', { ...row, ...args, updatedAt: tx.now });
  },
});
