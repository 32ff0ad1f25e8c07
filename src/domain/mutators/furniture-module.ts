import { z } from 'zod';
import { furnitureModuleSchema } from '../entities/furniture-module.schema';
import { defineMutator } from './define-mutator';
import { patchSchema } from './patch-schema';
import { adminOnly } from '../access';
import { assertNoModuleCycle } from './module-price';
import { insertRow, mustGetRow, putRow, stripUndefined } from './rows';

/** Catalogue writes are the back office's (spec section 6); clients only read the catalogue. */

export const furnitureModuleCreateArgs = furnitureModuleSchema.omit({ createdAt: true, updatedAt: true });

export const furnitureModuleCreate = defineMutator({
  name: 'furnitureModuleCreate',
  args: furnitureModuleCreateArgs,
  authorize: async (actor) => adminOnly(actor),
  async run(tx, args) {
    await assertNoModuleCycle(tx, args);
    await insertRow(tx, 'furnitureModules', { ...args, createdAt: tx.now, updatedAt: tx.now });
  },
});

export const furnitureModuleUpdateArgs = z.object({
  id: z.uuid(),
  patch: patchSchema(furnitureModuleSchema.omit({ id: true, createdAt: true, updatedAt: true }).shape),
});

export const furnitureModuleUpdate = defineMutator({
  name: 'furnitureModuleUpdate',
  args: furnitureModuleUpdateArgs,
  authorize: async (actor) => adminOnly(actor),
  async run(tx, args) {
    const row = await mustGetRow(tx, 'furnitureModules', args.id);
    const updated = { ...row, ...stripUndefined(args.patch), updatedAt: tx.now };
    await assertNoModuleCycle(tx, updated);
    await putRow(tx, 'furnitureModules', updated);
  },
});

export const furnitureModuleDeleteArgs = z.object({ id: z.uuid() });

export const furnitureModuleDelete = defineMutator({
  name: 'furnitureModuleDelete',
  args: furnitureModuleDeleteArgs,
  authorize: async (actor) => adminOnly(actor),
  async run(tx, args) {
    // Quote lines keep the id and the price they were made with; only the catalogue entry goes.
    await mustGetRow(tx, 'furnitureModules', args.id);
    await tx.delete('furnitureModules', args.id);
  },
});
