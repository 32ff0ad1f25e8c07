import { z } from 'zod';
import { isAdmin, projectCreateRefusal } from '../access';
import { projectSchema } from '../entities/project.schema';
import { defineMutator, MutatorError } from './define-mutator';
import { getRow, insertRow } from './rows';

export const projectCreateArgs = projectSchema
  .pick({
    id: true,
    name: true,
    projectType: true,
    billingType: true,
    address: true,
    dates: true,
    note: true,
  })
  .partial({ projectType: true, billingType: true, address: true, dates: true, note: true })
  .extend({
    /** Admins create for a client; a client's project always belongs to its own client. */
    clientId: z.uuid().optional(),
    /** The project manager an admin names (a user of the client); otherwise whoever creates it. */
    creatorId: z.uuid().optional(),
  });

export const projectCreate = defineMutator({
  name: 'projectCreate',
  args: projectCreateArgs,
  async authorize(actor, args) {
    return projectCreateRefusal(actor, args);
  },
  async run(tx, args) {
    const actor = tx.actor;
    if (actor.kind !== 'user') throw new MutatorError('auth/forbidden');
    const clientId = isAdmin(actor) ? args.clientId : actor.clientId;
    if (clientId === undefined || clientId === null) throw new MutatorError('validation', 'clientId');
    const creatorId = isAdmin(actor) && args.creatorId !== undefined ? args.creatorId : actor.userId;
    if (creatorId !== actor.userId && (await getRow(tx, 'users', creatorId))?.clientId !== clientId)
      throw new MutatorError('validation', 'creatorId');
    const { clientId: _requested, creatorId: _named, ...fields } = args;
    await insertRow(
      tx,
      'projects',
      projectSchema.parse({
        ...fields,
        clientId,
        creatorId,
        status: 'draft',
        clientStatus: 'draft',
        // The business's rate, never the device's: args carry none.
        ...(tx.vatRateBp !== undefined && { vatRateBp: tx.vatRateBp }),
        createdAt: tx.now,
        updatedAt: tx.now,
      }),
    );
  },
});
