import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { systemClock } from '../../../server/clock';
import { createDatabase } from '../../../server/db/client';
import { outboundMessages } from '../../../server/db/schema';
import { testConfig } from '../support/test-app';
import { chatNotice, enqueue, outboxConfig, startFakes, type Fakes } from './outbox-fixtures';

let fakes: Fakes;
let dataDir: string;

beforeAll(async () => {
  fakes = await startFakes();
  dataDir = mkdtempSync(join(tmpdir(), 'fitout-outbox-'));
});
afterAll(async () => {
  await fakes.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A server process on the embedded database in `dataDir`, as server.ts starts it. */
async function startServer() {
  const database = await createDatabase({ dataDir, databaseUrl: null });
  await database.migrate();
  const app = await buildApp({
    config: testConfig({ dataDir, outbox: outboxConfig(fakes) }),
    db: database.db,
    clock: systemClock,
    logger: false,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    clock: { now: () => new Date() },
    async stop() {
      await app.close();
      await database.close();
    },
  };
}

describe('a server restart between commit and delivery', () => {
  it('loses no message: the next start delivers what was committed, and takes over a dead claim', async () => {
    const first = await startServer();
    const ids = await enqueue(
      first,
      Array.from({ length: 20 }, (_, i) => chatNotice(null, `notice ${i}`)),
    );
    // One of them was being sent when the process died: claimed, never recorded.
    await first.db
      .update(outboundMessages)
      .set({ lockedUntil: new Date(Date.now() + 1000), claimToken: crypto.randomUUID(), attempts: 1 })
      .where(eq(outboundMessages.id, ids[0]!));
    await first.stop();
    expect(fakes.chat.keys.counts.size).toBe(0);

    const second = await startServer();
    try {
      second.app.outbox.start();
      // A deadline for a loaded machine, not a figure (quiet, they arrive within a second); on failure
      // it names the messages still missing.
      await expect
        .poll(() => ids.filter((id) => !fakes.chat.keys.counts.has(id)), {
          message: 'messages committed before the restart and not delivered yet',
          timeout: 60_000,
        })
        .toEqual([]);
      expect(fakes.chat.keys.counts.size).toBe(20);
      expect(fakes.chat.keys.doubles()).toEqual([]);
      await expect
        .poll(
          async () =>
            (await second.db.select().from(outboundMessages))
              .filter((row) => row.state !== 'delivered')
              .map(({ id, state }) => ({ id, state })),
          { message: 'messages sent but not recorded as delivered' },
        )
        .toEqual([]);
    } finally {
      await second.stop();
    }
    // Two starts of an embedded database on disk, migrations included: over two minutes on a
    // machine kept busy (issue 37), a few seconds on a quiet one.
  }, 300_000);
});
