import { z } from 'zod';
import { roomSchema } from '../entities/room.schema';
import { defaultRooms } from '../enums';
import { defineMutator } from './define-mutator';
import { projectWriteRefusal } from '../access';
import { getRow, insertRow, queryRows } from './rows';

/**
 * The spec's default rooms (bathroom, kitchen, living room, room). Each keeps its kind, so every
 * reader sees it in their own language; the caller sends the names in the user's language too, for
 * what reads a room's name alone.
 */
export const roomAddDefaultsArgs = z.object({
  projectId: z.uuid(),
  rooms: z
    .array(z.object({ id: z.uuid(), key: z.enum(defaultRooms), name: roomSchema.shape.name }))
    .min(1)
    .max(defaultRooms.length),
});

export const roomAddDefaults = defineMutator({
  name: 'roomAddDefaults',
  args: roomAddDefaultsArgs,
  async authorize(actor, args, tx) {
    return projectWriteRefusal(actor, await getRow(tx, 'projects', args.projectId));
  },
  async run(tx, args) {
    const existing = await queryRows(tx, 'rooms', 'projectId', args.projectId);
    let position = existing.reduce((max, room) => Math.max(max, room.position + 1), 0);
    for (const room of args.rooms) {
      await insertRow(
        tx,
        'rooms',
        roomSchema.parse({
          id: room.id,
          projectId: args.projectId,
          name: room.name,
          kind: room.key,
          position: position++,
          createdAt: tx.now,
          updatedAt: tx.now,
        }),
      );
    }
  },
});
