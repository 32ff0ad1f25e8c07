import { z } from 'zod';
import { roomSchema } from '../entities/room.schema';
import { defineMutator } from './define-mutator';
import { patchSchema } from './patch-schema';
import { projectWriteRefusal } from '../access';
import { mustGetRow, putRow, roomProject, stripUndefined } from './rows';

/** Rename, change the number of copies, or move a room. */
export const roomUpdateArgs = z.object({
  id: z.uuid(),
  patch: patchSchema(roomSchema.pick({ name: true, multiplier: true, position: true }).shape),
});

export const roomUpdate = defineMutator({
  name: 'roomUpdate',
  args: roomUpdateArgs,
  async authorize(actor, args, tx) {
    return projectWriteRefusal(actor, await roomProject(tx, args.id));
  },
  async run(tx, args) {
    const room = await mustGetRow(tx, 'rooms', args.id);
    await putRow(tx, 'rooms', { ...room, ...stripUndefined(args.patch), updatedAt: tx.now });
  },
});
