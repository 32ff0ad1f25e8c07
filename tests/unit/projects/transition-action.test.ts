import { describe, expect, it } from 'vitest';
import type { FitoutDatabase } from '../../../src/db/database';
import { mutate } from '../../../src/db/mutate';
import { projectSchema, type Project } from '../../../src/domain/entities/project.schema';
import type { Actor } from '../../../src/domain/mutators/transaction';
import { transitionProject } from '../../../src/features/projects/actions/transition-project';
import { followUpActions } from '../../../src/features/projects/components/detail/follow-up-actions';
import type { Mutate } from '../../../src/sync/client';
import { seededDatabase } from '../db/support/seeded-database';
import { adminActor, projectRow } from '../sync/support/fixtures';

/** The project's creator, an agent of its client: the one who submitted it. */
const agent: Actor = {
  kind: 'user',
  userId: projectRow().creatorId,
  role: 'client',
  clientId: projectRow().clientId,
  clientRole: 'agent',
  businessReferrerId: null,
  businessReferrerRole: null,
};

function project(state: Partial<Pick<Project, 'status' | 'clientStatus'>>): Project {
  return projectSchema.parse({ ...projectRow(), ...state, submittedAt: '2026-01-02T00:00:00.000Z' });
}

/** The app's mutation pipeline over a real (fake-indexeddb) store, as `useMutate()` gives it the agent. */
function mutateOn(db: FitoutDatabase): Mutate {
  return new Proxy({} as Mutate, {
    get: (_, name) => (args: unknown) => mutate(db, agent, String(name), args),
  });
}

async function queued(db: FitoutDatabase): Promise<string[]> {
  return (await db.mutations.toArray()).map((change) => change.name);
}

describe("the client's moves on its follow-up page", () => {
  it('offers withdrawing a submission the office has not taken, accepting a quote once sent, nothing after', () => {
    expect(followUpActions(agent, project({ clientStatus: 'done' }))).toEqual(['reopen']);
    expect(followUpActions(agent, project({ status: 'quotation', clientStatus: 'done' }))).toEqual([
      'acceptQuote',
    ]);
    expect(followUpActions(agent, project({ status: 'validation', clientStatus: 'done' }))).toEqual([]);
  });

  it("never offers the office's own moves, even to the office", () => {
    expect(followUpActions(adminActor, project({ clientStatus: 'done' }))).toEqual(['reopen']);
    expect(followUpActions(adminActor, project({ status: 'validation', clientStatus: 'done' }))).toEqual([]);
  });

  it('withdraws a submission on the device at once and queues it for the server', async () => {
    const submitted = project({ clientStatus: 'done' });
    const { db } = await seededDatabase(submitted);
    expect(await transitionProject(mutateOn(db), submitted.id, 'reopen')).toEqual({
      ok: true,
      mutationID: expect.any(Number),
    });
    expect(await queued(db)).toEqual(['projectTransition']);
    expect(await db.entity('projects').get(submitted.id)).toMatchObject({
      status: 'draft',
      clientStatus: 'draft',
      submittedAt: null,
    });
  });

  it('refuses accepting a quote the office has not sent, with its text, and changes nothing', async () => {
    const submitted = project({ clientStatus: 'done' });
    const { db } = await seededDatabase(submitted);
    expect(await transitionProject(mutateOn(db), submitted.id, 'acceptQuote')).toEqual({
      ok: false,
      messageKey: 'errors:conflict',
      fields: {},
    });
    expect(await queued(db)).toEqual([]);
    expect(await db.entity('projects').get(submitted.id)).toMatchObject({
      status: 'draft',
      clientStatus: 'done',
    });
  });
});
