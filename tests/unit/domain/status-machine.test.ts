import { describe, expect, it } from 'vitest';
import { projectWriteRefusal } from '../../../src/domain/access';
import { projectSchema, type Project } from '../../../src/domain/entities/project.schema';
import {
  clientStatuses,
  projectStatuses,
  type ClientStatus,
  type ProjectStatus,
} from '../../../src/domain/enums';
import type { ErrorCode } from '../../../src/domain/errors';
import { uuidv7 } from '../../../src/domain/ids';
import type { Actor } from '../../../src/domain/mutators';
import {
  availableActions,
  nextStepAction,
  projectActions,
  projectDeleteRefusal,
  transitionFromStatus,
  transitionedProject,
  transitionRefusal,
  type ProjectAction,
} from '../../../src/domain/projects';
import { clientId, now, user } from './support/mutator-env';

const creatorId = uuidv7();
const projectId = uuidv7();

const roles = {
  admin: user({ role: 'admin', clientId: null, clientRole: null }),
  clientAdmin: user({ clientRole: 'admin' }),
  agentCreator: user({ userId: creatorId }),
  otherClient: user({ clientId: uuidv7(), clientRole: 'admin' }),
  referrer: user({
    role: 'business_referrer',
    clientId: null,
    clientRole: null,
    businessReferrerRole: 'admin',
  }),
  installer: { kind: 'installer', purchaseOrderId: projectId, tokenId: uuidv7() },
} satisfies Record<string, Actor>;
type Role = keyof typeof roles;

function project(status: ProjectStatus, clientStatus: ClientStatus): Project {
  return projectSchema.parse({
    id: projectId,
    createdAt: now,
    updatedAt: now,
    name: 'Appartement Rivoli',
    clientId,
    creatorId,
    status,
    clientStatus,
  });
}

const states = projectStatuses.flatMap((status) =>
  clientStatuses.map((clientStatus) => `${status}/${clientStatus}` as const),
);
type State = (typeof states)[number];

/** The spec's workflow, written out independently of the table it checks. */
const startsFrom: Record<ProjectAction, readonly State[]> = {
  submit: ['draft/draft'],
  reopen: ['draft/done'],
  markQuoted: ['draft/done'],
  putInDraft: ['quotation/draft', 'quotation/done', 'validation/draft', 'validation/done'],
  acceptQuote: ['quotation/draft', 'quotation/done'],
  validate: ['validation/draft', 'validation/done'],
  complete: ['validated/draft', 'validated/done'],
  cancel: [
    'draft/draft',
    'draft/done',
    'quotation/draft',
    'quotation/done',
    'validation/draft',
    'validation/done',
    'validated/draft',
    'validated/done',
  ],
};

/** The clear reasons the spec asks for, where a plain conflict would not say why. */
function stateRefusal(action: ProjectAction, state: State): ErrorCode {
  const [status] = state.split('/');
  if (status === 'cancelled') return 'project/cancelled';
  const ordered = status === 'validated' || status === 'done';
  if (ordered && (action === 'putInDraft' || action === 'validate')) return 'project/already_validated';
  return 'conflict';
}
const clientMoves: readonly ProjectAction[] = ['submit', 'reopen', 'acceptQuote'];

function expected(role: Role, action: ProjectAction, state: State): ErrorCode | null {
  switch (role) {
    case 'otherClient':
    case 'referrer':
      return 'not_found';
    case 'installer':
      return 'auth/forbidden';
    case 'clientAdmin':
    case 'agentCreator':
      if (!clientMoves.includes(action)) return 'auth/forbidden';
      break;
    case 'admin':
      break;
  }
  return startsFrom[action].includes(state) ? null : stateRefusal(action, state);
}

function stateOf(state: State): Project {
  const [status, clientStatus] = state.split('/') as [ProjectStatus, ClientStatus];
  return project(status, clientStatus);
}

describe('the project status machine', () => {
  const cases = (Object.keys(roles) as Role[]).flatMap((role) =>
    projectActions.map((action) => [role, action] as const),
  );

  it.each(cases)('%s / %s: allowed or refused from every state', (role, action) => {
    const answers = Object.fromEntries(
      states.map((state) => [state, transitionRefusal(roles[role], stateOf(state), action)]),
    );
    const wanted = Object.fromEntries(states.map((state) => [state, expected(role, action, state)]));
    expect(answers).toEqual(wanted);
  });

  it('refuses a project that is not there as not found', () => {
    expect(transitionRefusal(roles.admin, undefined, 'submit')).toBe('not_found');
  });

  it.each([
    ['agentCreator', 'draft/draft', ['submit']],
    ['agentCreator', 'draft/done', ['reopen']],
    ['agentCreator', 'quotation/done', ['acceptQuote']],
    ['agentCreator', 'validated/done', []],
    ['admin', 'draft/done', ['reopen', 'markQuoted', 'cancel']],
    ['admin', 'quotation/done', ['putInDraft', 'acceptQuote', 'cancel']],
    ['admin', 'validated/done', ['complete', 'cancel']],
    ['admin', 'cancelled/done', []],
    ['referrer', 'draft/draft', []],
  ] as const)('offers %s on %s the moves %j', (role, state, actions) => {
    expect(availableActions(roles[role], stateOf(state))).toEqual(actions);
  });

  it('locks a submitted draft for its client, not for the office', () => {
    expect(projectWriteRefusal(roles.agentCreator, project('draft', 'draft'))).toBeNull();
    expect(projectWriteRefusal(roles.agentCreator, project('draft', 'done'))).toBe('conflict');
    expect(projectWriteRefusal(roles.clientAdmin, project('quotation', 'done'))).toBe('conflict');
    expect(projectWriteRefusal(roles.admin, project('draft', 'done'))).toBeNull();
  });

  it('dates the submission, keeps it while quoted and clears it when the draft is back with the client', () => {
    const submitted = transitionedProject(project('draft', 'draft'), 'submit', now);
    expect(submitted).toMatchObject({ status: 'draft', clientStatus: 'done', submittedAt: now });
    const quoted = transitionedProject(submitted, 'markQuoted', '2026-11-24T10:00:00.000Z');
    expect(quoted).toMatchObject({ status: 'quotation', clientStatus: 'done', submittedAt: now });
    expect(transitionedProject(quoted, 'acceptQuote', now)).toMatchObject({
      status: 'validation',
      submittedAt: now,
    });
    expect(transitionedProject(quoted, 'putInDraft', now)).toMatchObject({
      status: 'draft',
      clientStatus: 'draft',
      submittedAt: null,
    });
    expect(transitionedProject(submitted, 'reopen', now)).toMatchObject({
      clientStatus: 'draft',
      submittedAt: null,
    });
  });

  it('dates the purchase when the office validates, and keeps that date once installed', () => {
    const accepted = project('validation', 'done');
    expect(accepted.validatedAt).toBeNull();
    const validatedAt = '2026-11-24T10:00:00.000Z';
    const validated = transitionedProject(accepted, 'validate', validatedAt);
    expect(validated).toMatchObject({ status: 'validated', validatedAt });
    expect(transitionedProject(validated, 'complete', now)).toMatchObject({ status: 'done', validatedAt });
  });
});

describe('the office next step and what a status offers', () => {
  it.each([
    ['draft', 'markQuoted'],
    ['quotation', 'acceptQuote'],
    ['validation', 'validate'],
    ['validated', 'complete'],
    ['done', null],
    ['cancelled', null],
  ] as const)('leads a %s project forward with %s', (status, action) => {
    expect(nextStepAction(status)).toBe(action);
  });

  it('offers a move from a status whatever the client status, as the table starts it', () => {
    for (const action of projectActions)
      for (const state of states) {
        const [status] = state.split('/') as [ProjectStatus];
        const fromSome = startsFrom[action].some((start) => start.startsWith(`${status}/`));
        expect(transitionFromStatus(status, action), `${action} from ${state}`).toBe(fromSome);
      }
  });

  it('refuses to delete a project once it has a purchase order', () => {
    expect(projectDeleteRefusal(0)).toBeNull();
    expect(projectDeleteRefusal(1)).toBe('project/ordered');
    expect(projectDeleteRefusal(3)).toBe('project/ordered');
  });
});
