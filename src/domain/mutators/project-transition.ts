import { z } from 'zod';
import { isAdmin } from '../access';
import type { Furniture } from '../entities/furniture.schema';
import { projectSchema, type Project } from '../entities/project.schema';
import { projectTransitionActions, transitionedProject, transitionRefusal } from '../projects/status-machine';
import { submitRefusal } from '../projects/submit-rules';
import { defineMutator, MutatorError } from './define-mutator';
import { assertGeneralInformationFor } from './general-information';
import { getRow, mustGetRow, putRow, queryRows } from './rows';
import type { Transaction } from './transaction';

export const projectTransitionArgs = z.object({
  id: z.uuid(),
  action: z.enum(projectTransitionActions),
  /** The client read the catalogue's warnings on its furniture (submit only). */
  acknowledgedWarnings: z.boolean().optional(),
});

/** The one way a project's status, client status and submission time change (the status machine). */
export const projectTransition = defineMutator({
  name: 'projectTransition',
  args: projectTransitionArgs,
  async authorize(actor, args, tx) {
    const refusal = transitionRefusal(actor, await getRow(tx, 'projects', args.id), args.action);
    // A client accepts by signing what it read (quoteAccept); the office may record an acceptance
    // given on paper or by mail, which carries no signature of ours.
    if (refusal === null && args.action === 'acceptQuote' && !isAdmin(actor))
      return 'quote/signature_required';
    return refusal;
  },
  async run(tx, args) {
    const project = await mustGetRow(tx, 'projects', args.id);
    if (args.action === 'submit') await assertSubmittable(tx, project, args.acknowledgedWarnings === true);
    const moved = projectSchema.parse({
      ...transitionedProject(project, args.action, tx.now),
      updatedAt: tx.now,
    });
    if (moved.status !== project.status) await assertGeneralInformationFor(tx, project, moved.status);
    const unfrozen = moved.clientStatus === 'draft' && project.frozenMultiplier !== null;
    await putRow(tx, 'projects', unfrozen ? { ...moved, frozenMultiplier: null } : moved);
    if (unfrozen) await touchLines(tx, project.id);
  },
});

/**
 * A quote back in draft follows the client's current multiplier again: its lines are written anew
 * so the client's devices pull them at their new price (the price is projected, the body unchanged).
 */
async function touchLines(tx: Transaction, projectId: string): Promise<void> {
  for (const line of await queryRows(tx, 'purchaseOrderLines', 'projectId', projectId))
    await putRow(tx, 'purchaseOrderLines', { ...line, updatedAt: tx.now });
}

async function assertSubmittable(
  tx: Transaction,
  project: Project,
  acknowledgedWarnings: boolean,
): Promise<void> {
  const lines = await queryRows(tx, 'purchaseOrderLines', 'projectId', project.id);
  const furnitureById = new Map<string, Furniture>();
  for (const line of lines) {
    if (line.furnitureId === null || furnitureById.has(line.furnitureId)) continue;
    const furniture = await getRow(tx, 'furniture', line.furnitureId);
    if (furniture !== undefined) furnitureById.set(furniture.id, furniture);
  }
  const refusal = submitRefusal({ project, lines, furnitureById, acknowledgedWarnings });
  if (refusal !== null) throw new MutatorError(refusal);
}

export type ProjectTransitionArgs = z.infer<typeof projectTransitionArgs>;
