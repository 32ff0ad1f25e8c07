import { z } from 'zod';
import { furnitureRangeSchema } from '../entities/furniture-range.schema';
import { defineMutator } from './define-mutator';
import { patchSchema } from './patch-schema';
import { adminOnly } from './permissions';
import { mustGetRow, putRow, stripUndefined } from './rows';

/** Catalogue writes are the back office's (spec section 6); clients only read the catalogue. */

export const furnitureRangeCreateArgs = furnitureRangeSchema.omit({ createdAt: true, updatedAt: true });

export const furnitureRangeCreate = defineMutator({
  name: 'furnitureRangeCreate',
  args: furnitureRangeCreateArgs,
  authorize: async (actor) => adminOnly(actor),
  async run(tx, args) {
    await putRow(tx, 'furnitureRanges', { ...args, createdAt: tx.now, updatedAt: tx.now });
  },
});

export const furnitureRangeUpdateArgs = z.object({
  id: z.uuid(),
  patch: patchSchema(furnitureRangeSchema.omit({ id: true, createdAt: true, updatedAt: true }).shape),
});

export const furnitureRangeUpdate = defineMutator({
  name: 'furnitureRangeUpdate',
  args: furnitureRangeUpdateArgs,
  authorize: async (actor) => adminOnly(actor),
  async run(tx, args) {
    const row = await mustGetRow(tx, 'furnitureRanges', args.id);
    await putRow(tx, 'furnitureRanges', { ...row, ...stripUndefined(args.patch), updatedAt: tx.now });
  },
});

export const furnitureRangeDeleteArgs = z.object({ id: z.uuid() });

export const furnitureRangeDelete = defineMutator({
  name: 'furnitureRangeDelete',
  args: furnitureRangeDeleteArgs,
  authorize: async (actor) => adminOnly(actor),
  async run(tx, args) {
    // Quote lines keep the id and the price they were made with; only the catalogue entry goes.
    await mustGetRow(tx, 'furnitureRanges', args.id);
    await tx.delete('furnitureRanges', args.id);
  },
});
