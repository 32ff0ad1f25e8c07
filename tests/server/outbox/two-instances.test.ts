import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { systemClock } from '../../../server/clock';
import { createDatabase, type Database } from '../../../server/db/client';
import { outboundMessages } from '../../../server/db/schema';
import { testConfig } from '../support/test-app';
import { chatNotice, enqueue, outboxConfig, startFakes, type Fakes } from './outbox-fixtures';

const databaseUrl = process.env.DATABASE_URL;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe.skipIf(databaseUrl === undefined || databaseUrl === '')(
  'two server instances on one PostgreSQL (skipped: needs DATABASE_URL, PGlite is one process)',
  () => {
    it('deliver a burst of 1,000 messages between them, each exactly once', async () => {
      const name = `fitout_outbox_${randomBytes(5).toString('hex')}`;
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      cleanups.push(async () => {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      });
      const url = new URL(databaseUrl!);
      url.pathname = `/${name}`;
      const fakes: Fakes = await startFakes();
      cleanups.push(() => fakes.close());

      const instances: { database: Database; app: FastifyInstance; sent: number }[] = [];
      for (let n = 0; n < 2; n++) {
        const database = await createDatabase({ dataDir: 'memory://', databaseUrl: url.toString() });
        if (n === 0) await database.migrate();
        const app = await buildApp({
          config: testConfig({ databaseUrl: url.toString(), outbox: outboxConfig(fakes) }),
          db: database.db,
          clock: systemClock,
          logger: false,
        });
        await app.ready();
        instances.push({ database, app, sent: 0 });
      }
      cleanups.push(async () => {
        for (const { app, database } of instances) {
          await app.close();
          await database.close();
        }
      });

      const [one, two] = instances as [(typeof instances)[0], (typeof instances)[0]];
      const ids = await enqueue(
        { db: one.database.db, clock: { now: () => new Date() } },
        Array.from({ length: 1000 }, (_, i) => chatNotice(null, `burst ${i}`)),
      );
      // Both claim in rounds at once, as two processes would, until nothing is left.
      await Promise.all(
        instances.map(async (instance) => {
          for (let claimed = -1; claimed !== 0;) {
            claimed = await instance.app.outbox.runOnce();
            instance.sent += claimed;
          }
        }),
      );

      expect(fakes.chat.keys.counts.size).toBe(1000);
      expect(fakes.chat.keys.doubles()).toEqual([]);
      expect([...fakes.chat.keys.counts.keys()].sort()).toEqual([...ids].sort());
      expect(one.sent + two.sent).toBe(1000);
      expect(one.sent).toBeGreaterThan(0);
      expect(two.sent).toBeGreaterThan(0);
      const rows = await two.database.db.select({ state: outboundMessages.state }).from(outboundMessages);
      expect(rows.filter((row) => row.state === 'delivered')).toHaveLength(1000);
    });
  },
);
