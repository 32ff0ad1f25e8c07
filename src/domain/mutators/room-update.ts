import { z } from 'zod';
import { roomSchema } from '../entities/room.schema';
import { defineMutator } from './define-mutator';
import { patchSchema } from './patch-schema';
import { projectWriteRefusal } from '../access';
import { releasePacksOf } from './project-packs';
import { mustGetRow, putRow, queryRows, roomProject, stripUndefined } from './rows';
import { settleStaleChange } from './stale-base';

const roomFields = patchSchema(roomSchema.pick({ name: true, multiplier: true, position: true }).shape);

/** Rename, change the number of copies, or move a room. */
export const roomUpdateArgs = z.object({
  id: z.uuid(),
  patch: roomFields,
  /** The values the device showed for the fields it changes (absent in changes of older builds). */
  base: roomFields.optional(),
});

export const roomUpdate = defineMutator({
  name: 'roomUpdate',
  args: roomUpdateArgs,
  async authorize(actor, args, tx) {
    return projectWriteRefusal(actor, await roomProject(tx, args.id));
  },
  async run(tx, args) {
    const room = await mustGetRow(tx, 'rooms', args.id);
    const project = await mustGetRow(tx, 'projects', room.projectId);
    await settleStaleChange(tx, {
      projectId: room.projectId,
      entity: 'rooms',
      row: room,
      status: project.status,
      ...args,
    });
    // More or fewer copies of a room change what its lines' packs hold: their negotiated price ends.
    if (args.patch.multiplier !== undefined && args.patch.multiplier !== room.multiplier)
      await releasePacksOf(tx, await queryRows(tx, 'purchaseOrderLines', 'roomId', room.id));
    // A default room its user renames is theirs: it no longer follows the reader's language.
    const { kind: _kind, ...named } = room;
    const renamed = args.patch.name !== undefined && args.patch.name !== room.name;
    await putRow(tx, 'rooms', {
      ...(renamed ? named : room),
      ...stripUndefined(args.patch),
      updatedAt: tx.now,
    });
  },
});
