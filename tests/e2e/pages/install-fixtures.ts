import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { crc32, deflateSync } from 'node:zlib';
import {
  devices,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { protocolVersion } from '../../../src/domain/sync/protocol.schema';
import { embeddedEnv, startServer, type RunningServer } from '../../bench/server';
import { DEMO_PASSWORD } from '../support/demo-users';
import { pullAll } from '../support/sync-api';
import { InstallPage } from './install-page';

const run = promisify(execFile);
const root = join(import.meta.dirname, '..', '..', '..');

/**
 * Purchase orders of a given size exist only through the seed CLI (no mutator creates an
 * intervention), and PGlite admits one process: so this spec seeds its own data directory, then
 * runs its own server on it, beside the suite's.
 */
export async function startInterventionsServer(
  port: number,
  purchaseOrders: readonly number[],
  options: {
    /** Furniture images are `${imageBase}/N.svg` instead of inline SVGs; the server's CSP lets the page show them. */
    imageBase?: string;
    /** More environment for the server (STATIC_DIR for a test that deploys a build, TEST_CLOCK_FILE). */
    env?: Record<string, string>;
  } = {},
): Promise<{ server: RunningServer; purchaseOrderIds: string[] }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fitout-e2e-install-'));
  // Only the image base: the server's environment (a deployed build, a test clock) is not the seed's.
  const purchaseOrderIds = await seedPurchaseOrders(dataDir, purchaseOrders, {
    imageBase: options.imageBase,
  });
  const imageEnv: Record<string, string> =
    options.imageBase === undefined ? {} : { IMAGE_ORIGINS: new URL(options.imageBase).origin };
  const server = await startServer({ root, port, dataDir, env: { ...imageEnv, ...options.env } });
  return { server, purchaseOrderIds };
}

/**
 * Loads the demo and one validated purchase order per count of lines into the embedded database in
 * `dataDir`, or into the PostgreSQL database `env.DATABASE_URL` names; returns the orders' ids.
 */
export async function seedPurchaseOrders(
  dataDir: string,
  purchaseOrders: readonly number[],
  options: { imageBase?: string; env?: Record<string, string> } = {},
): Promise<string[]> {
  const imageArgs = options.imageBase === undefined ? [] : ['--image-base', options.imageBase];
  // Every order in one run: the database boots once.
  const { stdout } = await run(
    process.execPath,
    [
      '--import',
      'tsx',
      'server/cli/seed-large-purchase-order.ts',
      '--lines',
      purchaseOrders.join(','),
      ...imageArgs,
    ],
    { cwd: root, env: embeddedEnv(dataDir, options.env) },
  );
  const parsed = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as { purchaseOrderIds?: string[] };
  const purchaseOrderIds = parsed.purchaseOrderIds ?? [];
  if (purchaseOrderIds.length !== purchaseOrders.length)
    throw new Error(`seed printed no purchase orders: ${stdout}`);
  return purchaseOrderIds;
}

export async function adminToken(request: APIRequestContext, baseURL: string): Promise<string> {
  const response = await request.post(`${baseURL}/api/v1/auth/login`, {
    data: { email: 'admin@fitout.test', password: DEMO_PASSWORD },
  });
  const body = (await response.json()) as { access_token: string };
  return body.access_token;
}

/** The office's browser, signed in as the admin with `token`. */
export async function officePage(
  browser: Browser,
  baseURL: string,
  token: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, locale: 'en-US' });
  await context.addInitScript((value) => {
    localStorage.setItem('access_token', value);
    localStorage.setItem('token_type', 'bearer');
  }, token);
  return { context, page: await context.newPage() };
}

/** An installer's link to one of the demo seed's interventions, as the office makes it: its page path. */
export async function demoInstallerPath(request: APIRequestContext, baseURL: string): Promise<string> {
  const token = await adminToken(request, baseURL);
  // An installer's link names the project of the intervention (the spec's "purchase order").
  const intervention = (await pullAll(request, token)).find((change) => change.entity === 'interventions');
  if (!intervention?.data) throw new Error('the demo seed has no intervention to link an installer to');
  return (await createLink(request, baseURL, token, String(intervention.data.projectId))).path;
}

/** An installation link as the admin generates it; returns the page path and the raw token. */
export async function createLink(
  request: APIRequestContext,
  baseURL: string,
  token: string,
  purchaseOrderId: string,
): Promise<{ id: string; path: string; token: string }> {
  const response = await request.post(`${baseURL}/api/v1/interventions/${purchaseOrderId}/links`, {
    headers: { authorization: `bearer ${token}` },
    data: {},
  });
  if (!response.ok()) throw new Error(`link: ${response.status()} ${await response.text()}`);
  const link = (await response.json()) as { id: string; token: string };
  return { id: link.id, path: `/install/${purchaseOrderId}/${link.token}`, token: link.token };
}

/**
 * A new link to `purchaseOrderId` on the server at `baseURL`, opened on a phone (English, service
 * worker on) until "Ready for offline" with its `lines`; `room` is the first room's name.
 */
export async function openNewLinkOnPhone(
  browser: Browser,
  request: APIRequestContext,
  options: {
    baseURL: string;
    purchaseOrderId: string;
    lines: number;
    viewport?: { width: number; height: number } | undefined;
  },
): Promise<{
  link: Awaited<ReturnType<typeof createLink>>;
  context: BrowserContext;
  installer: InstallPage;
  room: string;
}> {
  const { baseURL, purchaseOrderId, viewport } = options;
  const link = await createLink(request, baseURL, await adminToken(request, baseURL), purchaseOrderId);
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    ...(viewport ? { viewport } : {}),
    baseURL,
    locale: 'en-US',
    serviceWorkers: 'allow',
  });
  const installer = new InstallPage(await context.newPage());
  await installer.open(link.path);
  await installer.readyMessage(options.lines).waitFor({ timeout: 60_000 });
  const [room = ''] = await installer.roomNames();
  return { link, context, installer, room };
}

/** The office revokes a link, as the admin screen does. */
export async function revokeLink(
  request: APIRequestContext,
  baseURL: string,
  token: string,
  purchaseOrderId: string,
  linkId: string,
): Promise<void> {
  const response = await request.delete(
    `${baseURL}/api/v1/interventions/${purchaseOrderId}/links/${linkId}`,
    {
      headers: { authorization: `bearer ${token}` },
    },
  );
  if (!response.ok()) throw new Error(`revoke: ${response.status()} ${await response.text()}`);
}

/** Every row the installer token sees, pulled from scratch as a new device would. */
export async function pullAsInstaller(
  request: APIRequestContext,
  baseURL: string,
  purchaseOrderId: string,
  token: string,
): Promise<{ entity: string; id: string; data: Record<string, unknown> | null }[]> {
  const headers = { 'x-installation-token': token, 'x-purchase-order-id': purchaseOrderId };
  const rows = new Map<string, { entity: string; id: string; data: Record<string, unknown> | null }>();
  const clientID = `e2e-probe-${Date.now()}`;
  let cookie: string | null = null;
  for (;;) {
    const response = await request.post(`${baseURL}/api/v1/sync/pull`, {
      headers,
      data: { clientID, protocolVersion, cookie, limit: 5000 },
    });
    const page = (await response.json()) as {
      cookie: string;
      more: boolean;
      changes: { entity: string; id: string; data: Record<string, unknown> | null }[];
    };
    for (const change of page.changes) rows.set(`${change.entity}:${change.id}`, change);
    cookie = page.cookie;
    if (!page.more) return [...rows.values()];
  }
}

export async function cardHistory(
  request: APIRequestContext,
  baseURL: string,
  token: string,
  purchaseOrderId: string,
): Promise<
  { cardId: string; field: string; newValue: unknown; deviceTime: string; clientId: string | null }[]
> {
  const response = await request.get(`${baseURL}/api/v1/interventions/${purchaseOrderId}/history`, {
    headers: { authorization: `bearer ${token}` },
  });
  return ((await response.json()) as { entries: [] }).entries;
}

/** A small PNG the test paints itself (a coloured square): what a phone camera would hand over. */
export function makePng(seed: number, size = 64): Buffer {
  const raw = Buffer.alloc((size * 3 + 1) * size);
  for (let y = 0; y < size; y++) {
    raw[y * (size * 3 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const offset = y * (size * 3 + 1) + 1 + x * 3;
      raw[offset] = (seed * 70 + x * 3) % 256;
      raw[offset + 1] = (seed * 130 + y * 3) % 256;
      raw[offset + 2] = (seed * 50) % 256;
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
