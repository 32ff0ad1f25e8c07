import { z } from 'zod';
import { projectSchema } from '../entities/project.schema';
import { defineMutator, MutatorError } from './define-mutator';
import { missingGeneralFields } from '../projects/general-requirements';
import { clientPriceFields, clientPriceRefusal, clientPriceRefusalFields } from '../projects/client-price';
import { generalFacts } from './general-information';
import { patchSchema } from './patch-schema';
import { isAdmin, projectWriteRefusal } from '../access';
import { getRow, mustGetRow, putRow, stripUndefined } from './rows';
import { settleStaleChange } from './stale-base';

/** What a client may change on its draft. */
const clientFields = projectSchema.pick({
  name: true,
  projectType: true,
  dates: true,
  address: true,
  projectAccessNotes: true,
  note: true,
  billingType: true,
  clientBudgetCents: true,
  shoppingListUrl: true,
  options: true,
});

/**
 * The back office also sets the prices and dates. The workflow (status, clientStatus, submittedAt)
 * moves only through projectTransition, so its rules hold; strict, so a patch naming a workflow
 * field is refused rather than silently dropped.
 */
const adminFields = patchSchema(
  projectSchema.omit({
    id: true,
    clientId: true,
    creatorId: true,
    createdAt: true,
    updatedAt: true,
    status: true,
    clientStatus: true,
    submittedAt: true,
    validatedAt: true,
    // Given by the server at submission (server/projects/quote-numbers.ts).
    quoteNumber: true,
    // Moves with the client's multiplier and the workflow (clientUpdate, projectTransition).
    frozenMultiplier: true,
  }).shape,
).strict();

export const projectUpdateArgs = z.object({
  id: z.uuid(),
  patch: adminFields,
  /** The values the device showed for the fields it changes (absent in changes of older builds). */
  base: adminFields.optional(),
});

export const projectUpdate = defineMutator({
  name: 'projectUpdate',
  args: projectUpdateArgs,
  async authorize(actor, args, tx) {
    const refusal = projectWriteRefusal(actor, await getRow(tx, 'projects', args.id));
    if (refusal !== null || isAdmin(actor)) return refusal;
    const clientKeys = new Set(Object.keys(clientFields.shape));
    return Object.keys(args.patch).every((key) => clientKeys.has(key)) ? null : 'auth/forbidden';
  },
  async run(tx, args) {
    const project = await mustGetRow(tx, 'projects', args.id);
    await settleStaleChange(tx, {
      projectId: project.id,
      entity: 'projects',
      row: project,
      status: project.status,
      ...args,
    });
    const next = { ...project, ...stripUndefined(args.patch), updatedAt: tx.now };
    // The one rule of what the status needs: a change may not empty a field it requires (a patch
    // that leaves such a field alone is not blamed for an older project that lacks it).
    const emptied = missingGeneralFields(next, await generalFacts(tx, project)).filter(
      (field) => field in args.patch,
    );
    if (emptied.length > 0) throw new MutatorError('project/general_incomplete', emptied.join(', '));
    // Likewise the price rule holds for a change of the price, not for an untouched older project.
    const priceRefusal = clientPriceFields.some((field) => field in args.patch)
      ? clientPriceRefusal(next)
      : null;
    if (priceRefusal !== null)
      throw new MutatorError(priceRefusal, clientPriceRefusalFields[priceRefusal].join(', '));
    await putRow(tx, 'projects', next);
  },
});
