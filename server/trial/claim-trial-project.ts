import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { executeMutation, type Execution } from '../../src/domain/mutators/execute';
import { projectTransition, type projectTransitionArgs } from '../../src/domain/mutators/project-transition';
import type { Transaction } from '../../src/domain/mutators/transaction';
import { applyTrialProject } from '../../src/domain/trial/apply-trial-project';
import { trialOwner } from '../../src/domain/trial/trial-owner';
import type { TrialProject } from '../../src/domain/trial/trial-project.schema';
import type { SignupEvent, SignupHook } from '../auth/signup-hooks';
import { withBusinessSettings, type ServerBusinessSettings } from '../projects/business-settings';
import { createServerTransaction } from '../sync/server-transaction';
import { lockOpenTrial, markTrialClaimed, projectIdTaken } from './trial-projects';

/**
 * The sign-up hook that turns the visitor's trial draft into a real draft project of the new
 * client, under the trial's id so the app can open `/projects/{trialId}` right after. It goes
 * through the shared mutators as the new user, so the rows are exactly those a push would write.
 * A missing, claimed or unusable draft never fails the sign-up: the account matters more.
 */
export function claimTrialProjectHook(log: FastifyBaseLogger, settings: ServerBusinessSettings): SignupHook {
  return async (event) => {
    const { tx, trialProjectId } = event;
    if (trialProjectId === undefined) return;
    // Security: a draft whose id names an existing project must not overwrite that project.
    if (await projectIdTaken(tx, trialProjectId)) {
      log.warn({ trialProjectId }, 'trial project id already names a project: nothing attached');
      return;
    }
    const trial = await lockOpenTrial(tx, trialProjectId);
    if (trial === undefined) {
      log.info({ trialProjectId }, 'trial project unknown or already claimed: nothing attached');
      return;
    }
    const owner = withBusinessSettings(serverTransaction(event), settings);
    const created = await createProject(owner, trial, log);
    if (!created) return;
    await markTrialClaimed(tx, trial.id, event.userId, event.now);
    // Asked from the trial's submit step: the project reaches the office with the account. A refusal
    // (no house size, warnings not acknowledged) leaves the draft, which the client's page offers
    // to submit again; the account is made either way.
    if (event.trialSubmit !== undefined) await submitProject(owner, trial.id, event.trialSubmit, log);
  };
}

function serverTransaction({ tx, userId, clientId, version, now }: SignupEvent): Transaction {
  return createServerTransaction(tx, trialOwner(userId, clientId), now.toISOString(), version);
}

/** False when the project itself was refused; a refused room or line is skipped (and logged). */
function createProject(tx: Transaction, trial: TrialProject, log: FastifyBaseLogger): Promise<boolean> {
  return applyTrialProject(trial, Date.parse(tx.now), async (name, args) =>
    applied(await executeMutation(tx, name, args), log, trial.id, name),
  );
}

async function submitProject(
  tx: Transaction,
  id: string,
  { acknowledgedWarnings }: { acknowledgedWarnings: boolean },
  log: FastifyBaseLogger,
): Promise<void> {
  const args = { id, action: 'submit', acknowledgedWarnings } satisfies z.input<typeof projectTransitionArgs>;
  applied(await executeMutation(tx, projectTransition.name, args), log, id, projectTransition.name);
}

function applied(
  execution: Execution,
  log: FastifyBaseLogger,
  trialProjectId: string,
  mutator: string,
): boolean {
  if (execution.status === 'applied') return true;
  log.warn(
    { trialProjectId, mutator, code: execution.code, detail: execution.detail },
    'trial project part refused',
  );
  return false;
}
