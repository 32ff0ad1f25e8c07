import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { uuidv7 } from '../../../src/domain/ids';
import { createTestApp, type TestApp } from '../support/test-app';
import { mutation, newClientId, pull, pullAll, pullRaw, push } from './sync-helpers';

let env: TestApp;
beforeAll(async () => {
  env = await createTestApp();
});
beforeEach(async () => env.reset());
afterAll(async () => env?.close());

describe('POST /api/v1/sync/pull', () => {
  it('pages through the scope in version order, without gaps or repeats, with a shrinking remainder', async () => {
    const token = await env.login('admin@fitout.test');
    const clientID = newClientId();
    const whole = await pull(env, token, clientID, null, 10_000);
    expect(whole.more).toBe(false);
    expect(whole.reset).toBe(true);

    const seen: string[] = [];
    let page = await pull(env, token, clientID, null, 250);
    const remainders = [page.remaining];
    seen.push(...page.changes.map((c) => `${c.entity}/${c.id}`));
    while (page.more) {
      expect(page.changes).toHaveLength(250);
      page = await pull(env, token, clientID, page.cookie, 250);
      expect(page.reset).toBe(false);
      remainders.push(page.remaining);
      seen.push(...page.changes.map((c) => `${c.entity}/${c.id}`));
    }
    expect(remainders.length).toBeGreaterThan(2);
    expect(remainders.at(-1)).toBe(0);
    expect(remainders[0]).toBe(whole.changes.length - 250);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(whole.changes.map((c) => `${c.entity}/${c.id}`));
    // Nothing changed since: an empty page with the same cursor.
    const again = await pull(env, token, clientID, page.cookie);
    expect(again).toMatchObject({ changes: [], more: false, reset: false, remaining: 0 });
  });

  it('sends only what changed since the cookie, tombstones included, with the lastMutationID', async () => {
    const token = await env.login('b2b-agent@fitout.test');
    const clientID = newClientId();
    const { last: baseline } = await pullAll(env, token, clientID);
    const projectId = uuidv7();
    const roomId = uuidv7();
    await push(env, token, clientID, [
      mutation(1, 'projectCreate', { id: projectId, name: 'Duplex Montmartre' }),
      mutation(2, 'roomCreate', { id: roomId, projectId, name: 'Chambre' }),
    ]);
    const created = await pull(env, token, clientID, baseline.cookie);
    expect(created.lastMutationID).toBe(2);
    expect(created.changes.map((c) => [c.entity, c.id])).toEqual([
      ['projects', projectId],
      ['rooms', roomId],
    ]);
    expect(created.changes[0]?.data).toMatchObject({ name: 'Duplex Montmartre', status: 'draft' });

    await push(env, token, clientID, [mutation(3, 'projectDelete', { id: projectId })]);
    const deleted = await pull(env, token, clientID, created.cookie);
    expect(deleted.lastMutationID).toBe(3);
    expect(deleted.changes).toHaveLength(2);
    for (const change of deleted.changes) {
      expect(change.data).toBeNull();
      // An instant in the same ISO form as every other time the API sends.
      expect(change.deletedAt).toBe(new Date(change.deletedAt ?? '').toISOString());
    }
    // A device that never saw the project still learns of the tombstones from zero.
    const fresh = await pullAll(env, token, newClientId());
    expect(fresh.rows.get(`projects/${projectId}`)?.data).toBeNull();
  });

  it('answers an unreadable or forged cookie with a reset from zero, never an error', async () => {
    const token = await env.login('b2b-agent@fitout.test');
    const clientID = newClientId();
    const whole = await pull(env, token, clientID, null);
    const forged = Buffer.from(
      JSON.stringify({
        v: 1,
        cursor: { version: 1, entity: 'x', id: "'; drop table users; --" },
        scope: 'x',
      }),
    ).toString('base64url');
    const wrongScope = Buffer.from(
      JSON.stringify({ v: 1, cursor: { version: 999, entity: 'users', id: '' }, scope: 'another' }),
    ).toString('base64url');
    for (const cookie of ['garbage', forged, wrongScope, '']) {
      const response = await pullRaw(env, token, clientID, cookie);
      expect(response.statusCode, cookie).toBe(200);
      const page = response.json<typeof whole>();
      expect(page.reset).toBe(true);
      expect(page.changes.length).toBe(whole.changes.length);
    }
  });

  it('resets the device when the caller’s scope changes', async () => {
    const token = await env.login('b2b-agent@fitout.test');
    const clientID = newClientId();
    const before = await pullAll(env, token, clientID);
    const teamProjects = (rows: typeof before.rows) =>
      [...rows.values()].filter((r) => r.entity === 'projects').length;
    await env.db.execute(sql`update users set client_role = 'admin' where email = 'b2b-agent@fitout.test'`);
    const after = await pull(env, token, clientID, before.last.cookie, 10_000);
    expect(after.reset).toBe(true);
    expect(after.changes.filter((c) => c.entity === 'projects').length).toBeGreaterThan(
      teamProjects(before.rows),
    );
  });

  describe('a pull at the last version', () => {
    /**
     * The SQL of every statement pulls send from now on (a pull runs no transaction), as the
     * database driver receives it: the page goes as a prepared Drizzle query, not `db.execute`.
     */
    function watchStatements() {
      // Drizzle keeps the driver as `$client`: the embedded database's remote, or the node-postgres pool.
      type Driver = { query: (sent: unknown) => Promise<unknown> };
      const query = vi.spyOn((env.app.db as unknown as { $client: Driver }).$client, 'query');
      const transaction = vi.spyOn(env.app.db, 'transaction');
      const textOf = (sent: unknown) =>
        typeof sent === 'string' ? sent : String((sent as { text?: unknown }).text);
      return {
        pages: () => query.mock.calls.filter(([sent]) => textOf(sent).startsWith('with keys as')).length,
        transactions: () => transaction.mock.calls.length,
        restore() {
          query.mockRestore();
          transaction.mockRestore();
        },
      };
    }

    it('answers no changes without reading a page, until another client’s push, which it then returns', async () => {
      const token = await env.login('b2b-admin@fitout.test');
      const clientID = newClientId();
      const { last } = await pullAll(env, token, clientID);
      const watch = watchStatements();
      try {
        const idle = await pull(env, token, clientID, last.cookie);
        expect(idle).toMatchObject({
          changes: [],
          more: false,
          reset: false,
          remaining: 0,
          lastMutationID: 0,
        });
        expect(idle.cookie).toBe(last.cookie);
        expect(watch.pages()).toBe(0);
        expect(watch.transactions()).toBe(0);

        // A teammate's device pushes: the version moves, so the next pull reads the page.
        const teammate = await env.login('b2b-agent@fitout.test');
        const projectId = uuidv7();
        await push(env, teammate, newClientId(), [
          mutation(1, 'projectCreate', { id: projectId, name: 'Loft' }),
        ]);
        const after = await pull(env, token, clientID, idle.cookie);
        expect(after.changes.map((c) => [c.entity, c.id])).toEqual([['projects', projectId]]);
        expect(watch.pages()).toBe(1);
        const idleAgain = await pull(env, token, clientID, after.cookie);
        expect(idleAgain.changes).toEqual([]);
        expect(watch.pages()).toBe(1);
      } finally {
        watch.restore();
      }
    });

    it('still returns the client’s own lastMutationID after its push, and refuses another user’s client id', async () => {
      const token = await env.login('b2b-admin@fitout.test');
      const clientID = newClientId();
      const { last } = await pullAll(env, token, clientID);
      await push(env, token, clientID, [mutation(1, 'projectCreate', { id: uuidv7(), name: 'Atelier' })]);
      const after = await pull(env, token, clientID, last.cookie);
      expect(after.lastMutationID).toBe(1);
      expect(after.changes).toHaveLength(1);
      const idle = await pull(env, token, clientID, after.cookie);
      expect(idle).toMatchObject({ changes: [], lastMutationID: 1 });
      // The cookie is the caller's own, yet the client id is someone else's: refused, as ever.
      const other = await env.login('b2b-agent@fitout.test');
      const stranger = await pullRaw(env, other, clientID, idle.cookie);
      expect(stranger.statusCode).toBe(403);
    });

    it('gives each device pulling the same page at once its own lastMutationID, while another user presenting one of their client ids is refused', async () => {
      const token = await env.login('b2b-admin@fitout.test');
      const devices = [newClientId(), newClientId(), newClientId()];
      for (const [index, clientID] of devices.entries()) {
        const mutations = Array.from({ length: index + 1 }, (_, k) =>
          mutation(k + 1, 'projectCreate', { id: uuidv7(), name: `Atelier ${index}-${k}` }),
        );
        await push(env, token, clientID, mutations);
      }
      const other = await env.login('b2b-agent@fitout.test');
      const [pages, stranger] = await Promise.all([
        Promise.all(devices.map((clientID) => pull(env, token, clientID, null, 50))),
        pullRaw(env, other, devices[0]!, null, 50),
      ]);
      expect(pages.map((page) => page.lastMutationID)).toEqual([1, 2, 3]);
      expect(new Set(pages.map((page) => JSON.stringify(page.changes))).size).toBe(1);
      expect(stranger.statusCode).toBe(403);
    });

    it('resets when the scope changes without a new version (a role changed behind the sync)', async () => {
      const token = await env.login('b2b-agent@fitout.test');
      const clientID = newClientId();
      const { last } = await pullAll(env, token, clientID);
      const watch = watchStatements();
      try {
        await env.db.execute(
          sql`update users set client_role = 'admin' where email = 'b2b-agent@fitout.test'`,
        );
        const after = await pull(env, token, clientID, last.cookie, 10_000);
        expect(after.reset).toBe(true);
        expect(watch.pages()).toBe(1);
      } finally {
        watch.restore();
      }
    });
  });
});
