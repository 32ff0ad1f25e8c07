import { z } from 'zod';
import { furnitureSchema } from '../entities/furniture.schema';
import { defineMutator } from './define-mutator';
import { patchSchema } from './patch-schema';
import { adminOnly } from '../access';
import { insertRow, mustGetRow, putRow, stripUndefined } from './rows';

/** Catalogue writes are the back office's (spec section 6); clients only read the catalogue. */

export const furnitureCreateArgs = furnitureSchema.omit({ createdAt: true, updatedAt: true });

export const furnitureCreate = defineMutator({
  name: 'furnitureCreate',
  args: furnitureCreateArgs,
  authorize: async (actor) => adminOnly(actor),
  async run(tx, args) {
    await insertRow(tx, 'furniture', { ...args, createdAt: tx.now, updatedAt: tx.now });
  },
});

export const furnitureUpdateArgs = z.object({
  id: z.uuid(),
  patch: patchSchema(furnitureSchema.omit({ id: true, createdAt: true, updatedAt: true }).shape),
});

export const furnitureUpdate = defineMutator({
  name: 'furnitureUpdate',
  args: furnitureUpdateArgs,
  authorize: async (actor) => adminOnly(actor),
  async run(tx, args) {
    const row = await mustGetRow(tx, 'furniture', args.id);
    await putRow(tx, 'furniture', { ...row, ...stripUndefined(args.patch), updatedAt: tx.now });
  },
});

export const furnitureDeleteArgs = z.object({ id: z.uuid() });

export const furnitureDelete = defineMutator({
  name: 'furnitureDelete',
  args: furnitureDeleteArgs,
  authorize: async (actor) => adminOnly(actor),
  async run(tx, args) {
    // Quote lines keep the id and the price they were made with; only the catalogue entry goes.
    await mustGetRow(tx, 'furniture', args.id);
    await tx.delete('furniture', args.id);
  },
});
