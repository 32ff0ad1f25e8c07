import { roomSchema } from '../entities/room.schema';
import { defineMutator } from './define-mutator';
import { projectWriteRefusal } from '../access';
import { getRow, insertRow } from './rows';

export const roomCreateArgs = roomSchema
  .pick({ id: true, projectId: true, name: true, kind: true, multiplier: true, position: true })
  .partial({ multiplier: true, position: true });

export const roomCreate = defineMutator({
  name: 'roomCreate',
  args: roomCreateArgs,
  async authorize(actor, args, tx) {
    return projectWriteRefusal(actor, await getRow(tx, 'projects', args.projectId));
  },
  async run(tx, args) {
    await insertRow(tx, 'rooms', roomSchema.parse({ ...args, createdAt: tx.now, updatedAt: tx.now }));
  },
});
