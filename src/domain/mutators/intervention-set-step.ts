import { z } from 'zod';
import { interventionSteps } from '../enums';
import { canMoveStep } from '../interventions/steps';
import { defineMutator, MutatorError } from './define-mutator';
import { adminOnly } from '../access';
import { mustGetRow, putRow } from './rows';

export const interventionSetStepArgs = z.object({ id: z.uuid(), step: z.enum(interventionSteps) });

/** Admin: verification → installation → done, one step at a time (or one back). */
export const interventionSetStep = defineMutator({
  name: 'interventionSetStep',
  args: interventionSetStepArgs,
  async authorize(actor) {
    return adminOnly(actor);
  },
  async run(tx, args) {
    const intervention = await mustGetRow(tx, 'interventions', args.id);
    if (intervention.step === args.step) return;
    if (!canMoveStep(intervention.step, args.step))
      throw new MutatorError('conflict', `${intervention.step} -> ${args.step}`);
    await putRow(tx, 'interventions', { ...intervention, step: args.step, updatedAt: tx.now });
  },
});
