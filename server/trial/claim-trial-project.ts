import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { uuidv7 } from '../../src/domain/ids';
import { executeMutation, type Execution } from '../../src/domain/mutators/execute';
import { lineAdd, type lineAddArgs } from '../../src/domain/mutators/line-add';
import { projectCreate, type projectCreateArgs } from '../../src/domain/mutators/project-create';
import { roomCreate, type roomCreateArgs } from '../../src/domain/mutators/room-create';
import type { Actor, Transaction } from '../../src/domain/mutators/transaction';
import type { TrialProject } from '../../src/domain/trial/trial-project.schema';
import type { SignupEvent, SignupHook } from '../auth/signup-hooks';
import { createServerTransaction } from '../sync/server-transaction';
import { lockOpenTrial, markTrialClaimed, projectIdTaken } from './trial-projects';

/**
 * The sign-up hook that turns the visitor's trial draft into a real draft project of the new
 * client, under the trial's id so the app can open `/projects/{trialId}` right after. It goes
 * through the shared mutators as the new user, so the rows are exactly those a push would write.
 * A missing, claimed or unusable draft never fails the sign-up: the account matters more.
 */
export function claimTrialProjectHook(log: FastifyBaseLogger): SignupHook {
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
    const created = await createProject(serverTransaction(event), trial, log);
    if (created) await markTrialClaimed(tx, trial.id, event.userId, event.now);
  };
}

function serverTransaction({ tx, userId, clientId, version, now }: SignupEvent): Transaction {
  const actor: Actor = {
    kind: 'user',
    userId,
    role: 'client',
    clientId,
    clientRole: 'admin',
    businessReferrerId: null,
    businessReferrerRole: null,
  };
  return createServerTransaction(tx, actor, now.toISOString(), version);
}

/** False when the project itself was refused; a refused room or line is skipped (and logged). */
async function createProject(tx: Transaction, trial: TrialProject, log: FastifyBaseLogger): Promise<boolean> {
  const project = await executeMutation(tx, projectCreate.name, {
    id: trial.id,
    name: trial.name,
    billingType: trial.billingType,
    projectType: trial.projectType,
  } satisfies z.input<typeof projectCreateArgs>);
  if (!applied(project, log, trial.id, projectCreate.name)) return false;
  const createdAt = Date.parse(tx.now);
  for (const [position, room] of trial.rooms.entries()) {
    const roomId = uuidv7(createdAt);
    const roomResult = await executeMutation(tx, roomCreate.name, {
      id: roomId,
      projectId: trial.id,
      name: room.name,
      position,
    } satisfies z.input<typeof roomCreateArgs>);
    if (!applied(roomResult, log, trial.id, roomCreate.name)) continue;
    for (const line of room.lines) {
      const lineResult = await executeMutation(tx, lineAdd.name, {
        id: uuidv7(createdAt),
        roomId,
        furnitureId: line.furnitureId,
        quantity: line.quantity,
      } satisfies z.input<typeof lineAddArgs>);
      applied(lineResult, log, trial.id, lineAdd.name);
    }
  }
  return true;
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
