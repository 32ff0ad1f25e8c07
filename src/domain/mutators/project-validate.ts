import { interventionSchema } from '../entities/intervention.schema';
import { projectSchema } from '../entities/project.schema';
import { purchaseOrderSchema } from '../entities/purchase-order.schema';
import { projectValidateArgs } from '../projects/admin-actions.schema';
import { datesConflict } from '../projects/purchase-order';
import { transitionedProject, transitionRefusal } from '../projects/status-machine';
import { defineMutator, MutatorError } from './define-mutator';
import { assertGeneralInformationFor } from './general-information';
import { orderedNow, syncVerificationCards } from './purchase-order-rows';
import { getRow, insertRow, mustGetRow, putRow } from './rows';

/**
 * The office validates an accepted quote (spec section 4), in one of three modes: the project is
 * validated, its purchase order's first version records what is ordered, and the verification
 * intervention gets a card per ordered line, so the warehouse check and the installer link work
 * for every real order. Every row's id comes from the args, so a replay makes nothing twice.
 */
export const projectValidate = defineMutator({
  name: 'projectValidate',
  args: projectValidateArgs,
  async authorize(actor, args, tx) {
    return transitionRefusal(actor, await getRow(tx, 'projects', args.id), 'validate');
  },
  async run(tx, args) {
    const project = await mustGetRow(tx, 'projects', args.id);
    if (tx.actor.kind !== 'user') throw new MutatorError('auth/forbidden');
    await assertGeneralInformationFor(tx, project, 'validated');
    const { lines, items } = await orderedNow(tx, project);
    if (items.length === 0) throw new MutatorError('project/empty');
    const conflict = datesConflict(project, lines);
    if (conflict !== null && args.force !== true)
      throw new MutatorError(
        'project/dates_conflict',
        `merchandise arrives ${conflict.arrival}, installation ${conflict.installation}`,
      );
    const stamps = { createdAt: tx.now, updatedAt: tx.now };
    const intervention = interventionSchema.parse({
      id: args.interventionId,
      projectId: project.id,
      ...stamps,
    });
    await insertRow(
      tx,
      'purchaseOrders',
      purchaseOrderSchema.parse({
        id: args.purchaseOrderId,
        projectId: project.id,
        number: 1,
        mode: args.mode,
        reason: 'validate',
        createdById: tx.actor.userId,
        interventionId: intervention.id,
        lines: items,
        ...stamps,
      }),
    );
    await insertRow(tx, 'interventions', intervention);
    await syncVerificationCards(tx, intervention, items);
    await putRow(
      tx,
      'projects',
      projectSchema.parse({ ...transitionedProject(project, 'validate', tx.now), updatedAt: tx.now }),
    );
  },
});
