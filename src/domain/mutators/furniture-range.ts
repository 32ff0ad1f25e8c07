import { z } from 'zod';
import { rangeHasCore } from '../catalogue/range-rules';
import {
  furnitureRangeItemSchema,
  furnitureRangeSchema,
  type FurnitureRangeItem,
} from '../entities/furniture-range.schema';
import { defineMutator, MutatorError } from './define-mutator';
import { patchSchema } from './patch-schema';
import { adminOnly } from '../access';
import { insertRow, mustGetRow, putRow, stripUndefined } from './rows';

/** Catalogue writes are the back office's (spec section 6); clients only read the catalogue. */

/**
 * The items without the schema's core refinement: a range without a core item is refused by the
 * body with its own code (`catalogue/range_needs_core`), which the screens translate, rather than
 * as a generic invalid argument.
 */
const rangeItems = z.array(furnitureRangeItemSchema).max(500);

function assertRangeHasCore(items: readonly FurnitureRangeItem[]): void {
  if (!rangeHasCore(items)) throw new MutatorError('catalogue/range_needs_core', 'range_needs_core');
}

export const furnitureRangeCreateArgs = furnitureRangeSchema
  .omit({ createdAt: true, updatedAt: true })
  .extend({ items: rangeItems });

export const furnitureRangeCreate = defineMutator({
  name: 'furnitureRangeCreate',
  args: furnitureRangeCreateArgs,
  authorize: async (actor) => adminOnly(actor),
  async run(tx, args) {
    assertRangeHasCore(args.items);
    await insertRow(tx, 'furnitureRanges', { ...args, createdAt: tx.now, updatedAt: tx.now });
  },
});

export const furnitureRangeUpdateArgs = z.object({
  id: z.uuid(),
  patch: patchSchema(
    furnitureRangeSchema.omit({ id: true, createdAt: true, updatedAt: true }).extend({ items: rangeItems })
      .shape,
  ),
});

export const furnitureRangeUpdate = defineMutator({
  name: 'furnitureRangeUpdate',
  args: furnitureRangeUpdateArgs,
  authorize: async (actor) => adminOnly(actor),
  async run(tx, args) {
    const row = await mustGetRow(tx, 'furnitureRanges', args.id);
    const updated = { ...row, ...stripUndefined(args.patch), updatedAt: tx.now };
    assertRangeHasCore(updated.items);
    await putRow(tx, 'furnitureRanges', updated);
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
