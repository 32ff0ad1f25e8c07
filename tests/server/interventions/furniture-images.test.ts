import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { imageCopiesPath } from '../../../src/domain/interventions/image-copies.schema';
import {
  createImageCopyReader,
  type ImageCopyFrame,
} from '../../../src/domain/interventions/image-copy-frames';
import { furniture, purchaseOrderLines } from '../../../server/db/schema';
import { imageTypeOf } from '../../../server/interventions/image-copies';
import { createTestApp, type TestApp } from '../support/test-app';
import { createLink, freshOrders, installerHeaders, type PurchaseOrder } from './install-helpers';

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3]);
const svg = '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>';

/** A supplier's image host: what each path answers, and how often it was asked. */
interface ImageHost {
  url: (path: string) => string;
  asked: Map<string, number>;
  server: Server;
}

async function startImageHost(): Promise<ImageHost> {
  const asked = new Map<string, number>();
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    asked.set(path, (asked.get(path) ?? 0) + 1);
    if (path === '/sofa.png') return response.writeHead(200, { 'content-type': 'image/png' }).end(png);
    // A redirect the host was made to answer (an open redirect, a compromised CDN).
    if (path.startsWith('/redirect?to='))
      return response
        .writeHead(302, { location: decodeURIComponent(path.slice('/redirect?to='.length)) })
        .end();
    if (path === '/lamp.svg') return response.writeHead(200, { 'content-type': 'image/svg+xml' }).end(svg);
    // A supplier's login page, served as if it were the image.
    if (path === '/login.png')
      return response.writeHead(200, { 'content-type': 'image/png' }).end('<!doctype html><h1>Sign in</h1>');
    response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { url: (path) => `http://127.0.0.1:${port}${path}`, asked, server };
}

let host: ImageHost;
/** Not in IMAGE_ORIGINS: a private address the server must not read. */
let privateHost: ImageHost;
/** In IMAGE_ORIGINS, but nothing listens there any more. */
let goneOrigin: string;
let env: TestApp;
let admin: string;
let order: PurchaseOrder;
let other: PurchaseOrder;

beforeAll(async () => {
  host = await startImageHost();
  privateHost = await startImageHost();
  const gone = await startImageHost();
  goneOrigin = new URL(gone.url('/')).origin;
  gone.server.close();
  await once(gone.server, 'close');
  env = await createTestApp({
    config: { imageOrigins: [new URL(host.url('/')).origin, goneOrigin] },
  });
});
afterAll(async () => {
  await env?.close();
  host?.server.close();
  privateHost?.server.close();
});
beforeEach(async () => {
  ({ admin, order, other } = await freshOrders(env));
  host.asked.clear();
  privateHost.asked.clear();
});

async function furnitureOf(purchaseOrderId: string, except: string[] = []): Promise<string[]> {
  const rows = await env.db
    .selectDistinct({ id: purchaseOrderLines.furnitureId })
    .from(purchaseOrderLines)
    .where(
      and(
        eq(purchaseOrderLines.projectId, purchaseOrderId),
        isNull(purchaseOrderLines.deletedAt),
        except.length > 0 ? notInArray(purchaseOrderLines.furnitureId, except) : undefined,
      ),
    );
  return rows.flatMap((row) => (row.id ? [row.id] : []));
}

/** Gives the furniture of `ids` these images, one each, in order. */
async function showImages(ids: string[], images: string[]): Promise<void> {
  expect(ids.length).toBeGreaterThanOrEqual(images.length);
  const rows = await env.db.select().from(furniture).where(inArray(furniture.id, ids));
  for (const [index, image] of images.entries()) {
    const row = rows.find((candidate) => candidate.id === ids[index]);
    if (!row) throw new Error(`furniture ${ids[index]} missing`);
    await env.db
      .update(furniture)
      .set({ data: { ...row.data, images: [image] } })
      .where(eq(furniture.id, row.id));
  }
}

async function copies(headers: Record<string, string>, urls: unknown) {
  const response = await env.app.inject({
    method: 'POST',
    url: imageCopiesPath,
    headers,
    payload: { urls },
  });
  const frames: ImageCopyFrame[] = [];
  if (response.statusCode === 200) {
    const reader = createImageCopyReader();
    frames.push(...reader.push(new Uint8Array(response.rawPayload)));
    reader.end();
  }
  return { response, frames };
}

function outcomes(frames: ImageCopyFrame[]) {
  return Object.fromEntries(frames.map((frame) => [frame.header.url, frame.header.outcome]));
}

describe('POST /api/v1/interventions/furniture-images', () => {
  it("copies the order's images as they are, typed by their first bytes, each host asked once", async () => {
    const ids = await furnitureOf(order.id);
    await showImages(ids, [host.url('/sofa.png'), host.url('/lamp.svg')]);
    const link = await createLink(env, admin, order.id);
    const { response, frames } = await copies(installerHeaders(link, order.id), [
      host.url('/sofa.png'),
      host.url('/lamp.svg'),
      host.url('/sofa.png'),
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.fitout.image-copies');
    expect(response.headers['cache-control']).toBe('no-store');
    const byUrl = new Map(frames.map((frame) => [frame.header.url, frame]));
    expect(frames).toHaveLength(2);
    expect(byUrl.get(host.url('/sofa.png'))?.header).toEqual({
      url: host.url('/sofa.png'),
      outcome: 'copied',
      type: 'image/png',
      bytes: png.length,
    });
    expect(Buffer.from(byUrl.get(host.url('/sofa.png'))?.body ?? [])).toEqual(png);
    expect(byUrl.get(host.url('/lamp.svg'))?.header).toMatchObject({
      outcome: 'copied',
      type: 'image/svg+xml',
    });
    expect(new TextDecoder().decode(byUrl.get(host.url('/lamp.svg'))?.body)).toBe(svg);
    expect(Object.fromEntries(host.asked)).toEqual({ '/sofa.png': 1, '/lamp.svg': 1 });
  });

  it('says which answers are no image (a 404, a login page), to be stored by nobody', async () => {
    const ids = await furnitureOf(order.id);
    await showImages(ids, [host.url('/missing.png'), host.url('/login.png')]);
    const link = await createLink(env, admin, order.id);
    const { frames } = await copies(installerHeaders(link, order.id), [
      host.url('/missing.png'),
      host.url('/login.png'),
    ]);
    expect(outcomes(frames)).toEqual({
      [host.url('/missing.png')]: 'not_image',
      [host.url('/login.png')]: 'not_image',
    });
    expect(frames.every((frame) => frame.body.length === 0)).toBe(true);
  });

  it("never reads an address the order does not show (another order's image, any URL named), nor a private host", async () => {
    const mine = await furnitureOf(order.id);
    const theirs = await furnitureOf(other.id, mine);
    await showImages(mine, [privateHost.url('/sofa.png'), `${goneOrigin}/sofa.png`]);
    await showImages(theirs, [host.url('/lamp.svg')]);
    const link = await createLink(env, admin, order.id);
    const asked = [
      host.url('/lamp.svg'),
      host.url('/sofa.png'),
      privateHost.url('/sofa.png'),
      `${goneOrigin}/sofa.png`,
    ];
    const { frames } = await copies(installerHeaders(link, order.id), asked);
    // The phone asks those hosts itself, as it would without the server.
    expect(outcomes(frames)).toEqual(Object.fromEntries(asked.map((url) => [url, 'ask_host'])));
    expect(host.asked.size).toBe(0);
    expect(privateHost.asked.size).toBe(0);
  });

  it('refuses a redirect from an allowed image origin to any other private address', async () => {
    const ids = await furnitureOf(order.id);
    const targets = [
      privateHost.url('/sofa.png'),
      privateHost.url('/sofa.png').replace('127.0.0.1', 'localhost'),
    ];
    const redirects = targets.map((target) => host.url(`/redirect?to=${encodeURIComponent(target)}`));
    await showImages(ids, redirects);
    const link = await createLink(env, admin, order.id);
    const { frames } = await copies(installerHeaders(link, order.id), redirects);
    expect(outcomes(frames)).toEqual(Object.fromEntries(redirects.map((url) => [url, 'ask_host'])));
    expect(frames.every((frame) => frame.body.length === 0)).toBe(true);
    expect(privateHost.asked.size).toBe(0);
  });

  it('answers a refused link with its code and a request that is not a list of URLs with 422, reading nothing', async () => {
    const ids = await furnitureOf(order.id);
    await showImages(ids, [host.url('/sofa.png')]);
    const link = await createLink(env, admin, order.id);
    const wrongToken = await copies(installerHeaders({ token: 'x'.repeat(43) }, order.id), [
      host.url('/sofa.png'),
    ]);
    expect(wrongToken.response.statusCode).toBe(401);
    expect(wrongToken.response.json()).toMatchObject({ code: 'install/link_invalid' });
    const session = await copies(env.as(admin), [host.url('/sofa.png')]);
    expect(session.response.statusCode).toBe(401);
    for (const urls of [
      [],
      ['javascript:alert(1)'],
      'https://img.example/1.png',
      Array(101).fill(host.url('/sofa.png')),
    ]) {
      const refused = await copies(installerHeaders(link, order.id), urls);
      expect(refused.response.statusCode, JSON.stringify(urls).slice(0, 80)).toBe(422);
      expect(refused.response.json()).toHaveProperty('detail');
    }
    expect(host.asked.size).toBe(0);
  });
});

describe('imageTypeOf', () => {
  it('takes what the first bytes say, and refuses a claimed image they contradict', () => {
    expect(imageTypeOf('image/png', png)).toBe('image/png');
    expect(imageTypeOf('image/jpeg; charset=binary', png)).toBe('image/png');
    expect(imageTypeOf('image/svg+xml', Buffer.from(svg))).toBe('image/svg+xml');
    expect(imageTypeOf('image/svg+xml', Buffer.from('<!-- logo -->\n<svg viewBox="0 0 1 1"></svg>'))).toBe(
      'image/svg+xml',
    );
    expect(imageTypeOf('image/gif', Buffer.from('GIF89a'))).toBe('image/gif');
    expect(imageTypeOf('image/png', Buffer.from('<html>'))).toBeNull();
    expect(imageTypeOf('image/svg+xml', Buffer.from('<html><svg></svg></html>'))).toBeNull();
    expect(imageTypeOf('text/html', png)).toBeNull();
    expect(imageTypeOf('', png)).toBeNull();
  });
});
