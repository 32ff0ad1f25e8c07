import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../../server/db/errors';
import { startPgliteRemote } from '../../../server/db/pglite-remote';
import { permanentDatabaseError } from '../../../server/sync/database-errors';
import { rowsOf } from '../../../server/sync/sql-rows';
import { createTestApp, type TestApp } from '../support/test-app';

/** What the database holds of the probe table, in order. */
async function probeIds(app: TestApp): Promise<number[]> {
  const result = await app.db.execute(sql`select id from database_probe order by id`);
  return rowsOf<{ id: unknown }>(result).map((row) => Number(row.id));
}

function failOnPurpose(): never {
  throw new Error('the caller gives up');
}

describe('the database under the server', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({
      seed: false,
      extend: (instance) => {
        instance.get('/ping', async () => ({ pong: true }));
      },
    });
    await app.db.execute(sql`create table database_probe (id integer primary key)`);
  });
  beforeEach(async () => {
    await app.db.execute(sql`delete from database_probe`);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers HTTP while a slow statement runs (the event loop stays free)', async () => {
    let finished = false;
    const slow = app.db.execute(sql`select pg_sleep(2)`).then(() => {
      finished = true;
    });
    const ping = await app.app.inject({ method: 'GET', url: '/ping' });
    expect(ping.json()).toEqual({ pong: true });
    expect(finished).toBe(false);
    await slow;
    expect(finished).toBe(true);
  });

  it('rolls back a transaction whose statement fails, and the error keeps its SQLSTATE', async () => {
    const failing = app.db.transaction(async (tx) => {
      await tx.execute(sql`insert into database_probe (id) values (1)`);
      await tx.execute(sql`insert into database_probe (id) values (2)`);
      await tx.execute(sql`insert into database_probe (id) values (1)`);
    });
    const error: unknown = await failing.catch((caught: unknown) => caught);
    expect(isUniqueViolation(error)).toBe(true);
    expect(permanentDatabaseError(error)).toBe('conflict');
    expect(await probeIds(app)).toEqual([]);
  });

  it('keeps another caller’s statements out of an open transaction, and runs them after it', async () => {
    let releaseTransaction = () => {};
    const held = new Promise<void>((resolve) => (releaseTransaction = resolve));
    let insertedInside = () => {};
    const inside = new Promise<void>((resolve) => (insertedInside = resolve));
    const rolledBack = app.db.transaction(async (tx) => {
      await tx.execute(sql`insert into database_probe (id) values (1)`);
      insertedInside();
      await held;
      failOnPurpose();
    });
    await inside;
    // Sent while the transaction is open: it must neither run inside it nor be lost with it.
    const outside = app.db.execute(sql`insert into database_probe (id) values (2)`);
    releaseTransaction();
    await expect(rolledBack).rejects.toThrow('the caller gives up');
    await outside;
    expect(await probeIds(app)).toEqual([2]);
  });

  it('rolls back to a savepoint in a nested transaction and commits the rest', async () => {
    await app.db.transaction(async (tx) => {
      await tx.execute(sql`insert into database_probe (id) values (1)`);
      await tx
        .transaction(async (nested) => {
          await nested.execute(sql`insert into database_probe (id) values (2)`);
          failOnPurpose();
        })
        .catch(() => {});
      await tx.execute(sql`insert into database_probe (id) values (3)`);
    });
    expect(await probeIds(app)).toEqual([1, 3]);
  });
});

describe('the embedded database thread', () => {
  it('reports a start that fails, with its code, instead of waiting forever', async () => {
    await expect(startPgliteRemote('/proc/self/no-such-dir/pglite')).rejects.toMatchObject({
      code: 'ENOENT',
    });
  });
});
