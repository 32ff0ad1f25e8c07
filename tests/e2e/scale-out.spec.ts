import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { startServer, type RunningServer } from '../bench/server';
import { auditLoad } from '../bench/support/load-audit';
import { createLoadDevice, emptyTally } from '../bench/support/load-device';
import { createScratchDatabase, type ScratchDatabase } from '../bench/support/postgres';
import { repoRoot } from '../bench/support/servers';
import { apiToken } from '../bench/support/session';
import { startLocalS3, type LocalS3 } from '../server/support/local-s3';
import { redisAnswers, testRedisPrefix, testRedisUrl } from '../server/support/test-redis';
import {
  adminToken,
  makePng,
  officePage,
  openNewLinkOnPhone,
  seedPurchaseOrders,
} from './pages/install-fixtures';

// Two instances of the app, beside the suite's server, on one PostgreSQL database made for this
// run, one S3-compatible store and one Redis: what ARCHITECTURE.md says runs past one machine.
const PORT = Number(process.env.FITOUT_E2E_PORT ?? 8181);
const urlA = `http://localhost:${PORT + 8}`;
const urlB = `http://localhost:${PORT + 9}`;
const LINES = 4;
/** The per-address limit of the last test, small enough to reach in a few requests. */
const SMALL_RATE_LIMIT = 12;

type Cluster = {
  database: ScratchDatabase;
  s3: LocalS3;
  redis: ReturnType<typeof testRedisPrefix>;
  orders: string[];
  a: RunningServer;
  b: RunningServer;
};

let cluster: Cluster | null = null;
let skipReason = '';

test.describe.configure({ mode: 'serial' });

/** One instance: its own port and an empty data directory of its own (nothing shared on disk). */
function startInstance(
  base: Omit<Cluster, 'a' | 'b' | 'orders'>,
  url: string,
  env: Record<string, string> = {},
) {
  return startServer({
    root: repoRoot,
    port: Number(new URL(url).port),
    dataDir: mkdtempSync(join(tmpdir(), 'fitout-e2e-scale-')),
    crashable: true,
    env: {
      DATABASE_URL: base.database.url,
      ...base.s3.env,
      REDIS_URL: testRedisUrl,
      REDIS_KEY_PREFIX: base.redis.keyPrefix,
      ...env,
    },
  });
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  if (!(await redisAnswers())) {
    skipReason = `no Redis answers at ${testRedisUrl} (.ci/run starts one)`;
    return;
  }
  const database = await createScratchDatabase('scale_e2e');
  if (!database) {
    skipReason = 'no PostgreSQL answers (DATABASE_URL or 127.0.0.1:5432)';
    return;
  }
  const base = { database, s3: await startLocalS3(), redis: testRedisPrefix() };
  // Migrates the database and loads the demo with three purchase orders, before either instance starts.
  const orders = await seedPurchaseOrders(
    mkdtempSync(join(tmpdir(), 'fitout-e2e-scale-seed-')),
    [LINES, LINES, LINES],
    {
      env: { DATABASE_URL: database.url },
    },
  );
  const a = await startInstance(base, urlA);
  const b = await startInstance(base, urlB);
  cluster = { ...base, orders, a, b };
});

test.beforeEach(() => {
  test.skip(cluster === null, skipReason);
});

test.afterAll(async () => {
  if (!cluster) return;
  await cluster.a.stop();
  await cluster.b.stop();
  await cluster.s3.close();
  await cluster.redis.clear();
  await cluster.database.drop();
});

function running(): Cluster {
  if (!cluster) throw new Error(skipReason);
  return cluster;
}

/** The installer's phone on instance A, on a new link to the n-th order, until "Ready for offline". */
async function installerOnA(browser: Browser, request: APIRequestContext, index: number) {
  const purchaseOrderId = running().orders[index] ?? '';
  const phone = await openNewLinkOnPhone(browser, request, { baseURL: urlA, purchaseOrderId, lines: LINES });
  return { purchaseOrderId, ...phone };
}

test('a photo taken through instance A shows on the office page of instance B', async ({
  browser,
  request,
}) => {
  const { s3 } = running();
  const { context, installer, room, purchaseOrderId } = await installerOnA(browser, request, 0);
  await installer.markProblem(room, 1, 'Damaged item', makePng(7));
  await expect(installer.page.getByText('Sent', { exact: true })).toHaveCount(1, { timeout: 45_000 });
  await context.close();
  // Into the store, not onto A's disk: B has no way to A's data directory.
  expect(s3.requests.filter((line) => line.startsWith('PUT /fitout-files/'))).toHaveLength(1);

  const office = await officePage(browser, urlB, await adminToken(request, urlB));
  await office.page.goto(`/admin/interventions/${purchaseOrderId}`);
  await expect(office.page.getByText('1 photo', { exact: true })).toBeVisible({ timeout: 30_000 });
  const photo = office.page.getByRole('img', { name: /^Photo 1 of / });
  await expect(photo).toBeVisible();
  // The bytes themselves, read by B from the store: the 64-pixel square the phone sent.
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(64);
  expect(s3.requests.filter((line) => line.startsWith('GET /fitout-files/')).length).toBeGreaterThan(0);
  await office.context.close();
});

test('a line checked on a phone on instance A shows on the office page of instance B within a second', async ({
  browser,
  request,
}) => {
  const { context, installer, room, purchaseOrderId } = await installerOnA(browser, request, 1);
  const office = await officePage(browser, urlB, await adminToken(request, urlB));
  // The office's live-update stream is open on B before the change is made on A.
  const streamOpen = office.context.waitForEvent('request', (r) => r.url().includes('/api/v1/sync/events'));
  await office.page.goto(`/admin/interventions/${purchaseOrderId}`);
  await expect(office.page.getByText(`0 of ${LINES} lines done`)).toBeVisible({ timeout: 30_000 });
  await streamOpen;

  const pushed = context.waitForEvent(
    'response',
    (response) => response.url().endsWith('/api/v1/sync/push') && response.status() === 200,
  );
  await installer.check(room, 1);
  await pushed;
  const pushedAt = Date.now();
  const seen = await office.page.waitForFunction(
    (text) => (document.body.innerText.includes(text) ? Date.now() : 0),
    `1 of ${LINES} lines done`,
    { polling: 20, timeout: 10_000 },
  );
  const delayMs = ((await seen.jsonValue()) as number) - pushedAt;
  test.info().annotations.push({ type: 'A push to B page', description: `${delayMs} ms` });
  expect(delayMs).toBeLessThan(1_000);
  await context.close();
  await office.context.close();
});

test('instance A killed mid-push: the devices retry on B, and nothing is lost or doubled', async () => {
  // API level (devices as the load bench runs them), not a browser: the kill must land while a push
  // is on the wire, which a page's timing cannot promise.
  const { a } = running();
  const tokens: string[] = [];
  for (let i = 0; i < 6; i++) tokens.push(await apiToken(urlA, 'b2b-admin@fitout.test'));
  const tally = emptyTally();
  const loadDevices = tokens.map((token) => createLoadDevice([urlA, urlB], token, tally));
  const deadline = performance.now() + 6_000;
  const load = Promise.all(loadDevices.map((device) => device.run(deadline)));
  // Pushes already acknowledged by A, then the moment one is on its way to A.
  await expect.poll(() => loadDevices.every((device) => device.ledger.lastAckedId > 1)).toBe(true);
  await expect.poll(() => tally.pushesInFlight > 0, { intervals: [1], timeout: 5_000 }).toBe(true);
  await a.crash();
  await load;

  expect(tally.failovers.push).toBeGreaterThan(0);
  expect(await auditLoad(urlB, loadDevices, () => tokens[0]!)).toEqual({ lost: 0, doubled: 0 });
  test.info().annotations.push({
    type: 'failover',
    description: `pushes cut ${tally.failovers.push}, pulls cut ${tally.failovers.pull}, mutations replayed as skipped ${tally.replayed}`,
  });
});

test('the request limit per address holds across both instances', async ({ request }) => {
  // Both instances again, on the same database and Redis, with a limit a test can reach.
  const current = running();
  await current.a.crash();
  await current.b.stop();
  // The earlier tests' requests of this minute are counted there: start the count afresh.
  await current.redis.clear();
  const env = { RATE_LIMIT_MAX: String(SMALL_RATE_LIMIT) };
  current.a = await startInstance(current, urlA, env);
  current.b = await startInstance(current, urlB, env);

  // A cheap API request without a credential (401), counted against the address like any other.
  const remaining: string[] = [];
  for (let i = 0; i < SMALL_RATE_LIMIT; i++) {
    const response = await request.get(`${i % 2 === 0 ? urlA : urlB}/api/v1/auth/me`);
    expect(response.status()).toBe(401);
    remaining.push(response.headers()['x-ratelimit-remaining'] ?? '');
  }
  // One count, whichever instance answers.
  expect(remaining).toEqual(
    Array.from({ length: SMALL_RATE_LIMIT }, (_, i) => String(SMALL_RATE_LIMIT - 1 - i)),
  );
  // Each instance has answered half the limit: alone, it would allow as many again.
  for (const url of [urlA, urlB]) {
    const refused = await request.get(`${url}/api/v1/auth/me`);
    expect(refused.status()).toBe(429);
    expect(await refused.json()).toMatchObject({ detail: expect.any(String) });
  }
});
