import { z } from 'zod';
import { businessIdentityShape, businessSettingsId } from '../entities/business-settings.schema';
import { adminOnly } from '../access';
import { defineMutator } from './define-mutator';
import { getRow, insertRow, putRow } from './rows';

export const businessSettingsSetArgs = z.object(businessIdentityShape);

/**
 * The office sets the business's identity and terms. The row sits at its fixed id, so the first set
 * creates it and every later one (from any device) replaces it whole: one identity per business.
 */
export const businessSettingsSet = defineMutator({
  name: 'businessSettingsSet',
  args: businessSettingsSetArgs,
  authorize: async (actor) => adminOnly(actor),
  async run(tx, args) {
    const row = await getRow(tx, 'businessSettings', businessSettingsId);
    if (row === undefined)
      await insertRow(tx, 'businessSettings', {
        id: businessSettingsId,
        ...args,
        createdAt: tx.now,
        updatedAt: tx.now,
      });
    else await putRow(tx, 'businessSettings', { ...row, ...args, updatedAt: tx.now });
  },
});
