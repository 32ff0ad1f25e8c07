import { z } from 'zod';
import { roomSchema } from '../entities/room.schema';
import { defineMutator } from './define-mutator';
import { roomUpdate } from './room-update';

export const roomRenameArgs = z.object({ id: z.uuid(), name: roomSchema.shape.name });

export const roomRename = defineMutator({
  name: 'roomRename',
  args: roomRenameArgs,
  authorize: (actor, args, tx) => roomUpdate.authorize(actor, { id: args.id, patch: {} }, tx),
  run: (tx, args) => roomUpdate.run(tx, { id: args.id, patch: { name: args.name } }),
});
