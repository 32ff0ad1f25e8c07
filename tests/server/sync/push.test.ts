import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../../src/domain/ids';
import { executeMutation } from '../../../src/domain/mutators/execute';
import { protocolVersion } from '../../../src/domain/sync/protocol.schema';
import type { Actor } from '../../../src/domain/mutators/transaction';
import { findUserByEmail, principalOf } from '../../../server/auth/users';
import { AppError } from '../../../server/http/app-error';
import { push as pushDirect } from '../../../server/sync/push';
import { createTestApp, type TestApp } from '../support/test-app';
import { live, mutation, newClientId, pull, pullAll, push, pushRaw } from './sync-helpers';

let env: TestApp;
beforeAll(async () => {
  env = await createTestApp();
});
beforeEach(async () => env.reset());
afterAll(async () => env?.close());

describe('POST /api/v1/sync/push', () => {
  it('applies mutations in order, exactly once, and reports replays as already processed', async () => {
    const token = await env.login('b2b-agent@fitout.test');
    const clientID = newClientId();
    const projectId = uuidv7();
    const roomId = uuidv7();
    const batch = [
      mutation(1, 'projectCreate', { id: projectId, name: 'Studio Bastille' }),
      mutation(2, 'roomCreate', { id: roomId, projectId, name: 'Séjour' }),
      mutation(3, 'roomRename', { id: roomId, name: 'Séjour lumineux' }),
    ];
    expect(await push(env, token, clientID, batch)).toEqual({
      lastMutationID: 3,
      results: [
        { id: 1, status: 'applied' },
        { id: 2, status: 'applied' },
        { id: 3, status: 'applied' },
      ],
    });
    // The same batch again (a lost response): nothing is applied twice.
    expect(await push(env, token, clientID, batch)).toEqual({
      lastMutationID: 3,
      results: [
        { id: 1, status: 'skipped' },
        { id: 2, status: 'skipped' },
        { id: 3, status: 'skipped' },
      ],
    });
    const { rows, last } = await pullAll(env, token, clientID);
    expect(last.lastMutationID).toBe(3);
    expect(live(rows, 'projects').filter((row) => row.id === projectId)).toHaveLength(1);
    expect(rows.get(`rooms/${roomId}`)?.data).toMatchObject({ name: 'Séjour lumineux', projectId });
  });

  it('records a refused mutation with its reason, advances past it, and repeats the reason on replay', async () => {
    const token = await env.login('b2b-agent@fitout.test');
    const clientID = newClientId();
    const projectId = uuidv7();
    const batch = [
      mutation(1, 'projectUpdate', { id: uuidv7(), patch: { name: 'Ghost' } }),
      mutation(2, 'furnitureCreate', {
        id: uuidv7(),
        name: 'Chaise',
        priceExclVatCents: 1,
        priceInclVatCents: 1,
      }),
      mutation(3, 'projectCreate', { id: projectId, name: 'Loft Oberkampf' }),
    ];
    const first = await push(env, token, clientID, batch);
    expect(first.lastMutationID).toBe(3);
    expect(first.results).toEqual([
      { id: 1, status: 'rejected', error: { code: 'not_found', detail: 'not_found' } },
      { id: 2, status: 'rejected', error: { code: 'auth/forbidden', detail: 'auth/forbidden' } },
      { id: 3, status: 'applied' },
    ]);
    const replay = await push(env, token, clientID, batch.slice(0, 2));
    expect(replay.results).toEqual(first.results.slice(0, 2));
  });

  it('refuses data the database cannot store, without blocking the queue', async () => {
    const token = await env.login('b2b-agent@fitout.test');
    const clientID = newClientId();
    const result = await push(env, token, clientID, [
      mutation(1, 'projectCreate', { id: uuidv7(), name: 'Nul \u0000 byte' }),
      mutation(2, 'projectCreate', { id: uuidv7(), name: 'Fine' }),
    ]);
    expect(result.results.map((r) => r.status)).toEqual(['rejected', 'applied']);
    expect(result.lastMutationID).toBe(2);
  });

  it('rejects a batch whose ids skip one (a client that lost part of its queue)', async () => {
    const token = await env.login('b2b-agent@fitout.test');
    const clientID = newClientId();
    const gap = await pushRaw(env, token, clientID, [
      mutation(2, 'projectCreate', { id: uuidv7(), name: 'X' }),
    ]);
    expect(gap.statusCode).toBe(409);
    expect(gap.json()).toMatchObject({ code: 'conflict' });
    expect((await pull(env, token, clientID, null)).lastMutationID).toBe(0);
  });

  it('binds a client id to the user who first used it', async () => {
    const owner = await env.login('b2b-agent@fitout.test');
    const other = await env.login('b2b-admin@fitout.test');
    const clientID = newClientId();
    await push(env, owner, clientID, [mutation(1, 'projectCreate', { id: uuidv7(), name: 'Mine' })]);
    const stolen = await pushRaw(env, other, clientID, [
      mutation(2, 'projectCreate', { id: uuidv7(), name: 'X' }),
    ]);
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json()).toMatchObject({ code: 'auth/forbidden' });
    const peek = await env.app.inject({
      method: 'POST',
      url: '/api/v1/sync/pull',
      headers: env.as(other),
      payload: { clientID, protocolVersion, cookie: null },
    });
    expect(peek.statusCode).toBe(403);
  });

  it('needs a session', async () => {
    const response = await env.app.inject({
      method: 'POST',
      url: '/api/v1/sync/push',
      payload: { clientID: newClientId(), protocolVersion, mutations: [] },
    });
    expect(response.statusCode).toBe(401);
  });

  it('stops the batch at a temporary failure, keeps what was applied, and resumes on retry', async () => {
    const token = await env.login('b2b-agent@fitout.test');
    const user = await findUserByEmail(env.db, 'b2b-agent@fitout.test');
    if (user === undefined) throw new Error('demo agent missing');
    const actor: Actor = { kind: 'user', ...principalOf(user) };
    const clientID = newClientId();
    const batch = [1, 2, 3].map((id) =>
      mutation(id, 'projectCreate', { id: uuidv7(), name: `Projet ${id}` }),
    );
    // The database "goes away" while mutation 2 is applied, and comes back later.
    let down = true;
    const flaky: typeof executeMutation = async (tx, name, args) => {
      if (down && (args as { name?: string }).name === 'Projet 2') throw new Error('connection reset');
      return executeMutation(tx, name, args);
    };
    const context = { db: env.db, actor, userId: user.id, clock: env.clock.clock };
    const failure = await pushDirect(
      { ...context, execute: flaky },
      { clientID, protocolVersion, mutations: batch },
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect((failure as AppError).statusCode).toBe(503);
    expect((await pull(env, token, clientID, null)).lastMutationID).toBe(1);

    down = false;
    const retried = await push(env, token, clientID, batch);
    expect(retried.results.map((r) => r.status)).toEqual(['skipped', 'applied', 'applied']);
    const { rows } = await pullAll(env, token, clientID);
    const names = live(rows, 'projects').map((row) => row.data?.name);
    expect(names.filter((name) => typeof name === 'string' && name.startsWith('Projet '))).toHaveLength(3);
  });

  it('a mutation refused after it wrote leaves none of its writes behind', async () => {
    const user = await findUserByEmail(env.db, 'b2b-agent@fitout.test');
    if (user === undefined) throw new Error('demo agent missing');
    const actor: Actor = { kind: 'user', ...principalOf(user) };
    const token = await env.login('b2b-agent@fitout.test');
    const clientID = newClientId();
    const doomed = uuidv7();
    const kept = uuidv7();
    // A body that writes, then finds a reason to refuse (the shape of a conflict found late).
    const refuseLate: typeof executeMutation = async (tx, name, args) => {
      const execution = await executeMutation(tx, name, args);
      if ((args as { id?: string }).id !== doomed) return execution;
      return { status: 'rejected', code: 'conflict', detail: 'conflict' };
    };
    const result = await pushDirect(
      { db: env.db, actor, userId: user.id, clock: env.clock.clock, execute: refuseLate },
      {
        clientID,
        protocolVersion,
        mutations: [
          mutation(1, 'projectCreate', { id: kept, name: 'Gardé' }),
          mutation(2, 'projectCreate', { id: doomed, name: 'Refusé' }),
          mutation(3, 'projectCreate', { id: uuidv7(), name: 'Après' }),
        ],
      },
    );
    expect(result.results.map((r) => r.status)).toEqual(['applied', 'rejected', 'applied']);
    expect(result.lastMutationID).toBe(3);
    const { rows } = await pullAll(env, token, clientID);
    expect(rows.get(`projects/${kept}`)?.data).toMatchObject({ name: 'Gardé' });
    expect(rows.has(`projects/${doomed}`)).toBe(false);
  });
});
