import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { attachments } from '../../../server/db/schema';
import { demoIds } from '../../../server/seed/accounts';
import {
  createLink,
  declarePhoto,
  freshOrders,
  installerHeaders,
  photoBytes,
  uploadPhoto,
} from '../interventions/install-helpers';
import { startLocalS3, type LocalS3 } from '../support/local-s3';
import { createTestApp, testConfig, type TestApp } from '../support/test-app';

/** A PNG's signature and a few bytes: what the logo upload checks. */
const logo = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('logo'),
]);

let s3: LocalS3;
let dataDirs: string[];
/** Instance A, with the test app's helpers. */
let env: TestApp;
/** Instance B: another server on the same database and the same bucket, with its own data directory. */
let other: FastifyInstance;

beforeAll(async () => {
  s3 = await startLocalS3();
  // Through the variables, as a deployment sets them.
  const { s3: store } = loadConfig(s3.env);
  dataDirs = await Promise.all([1, 2].map(() => mkdtemp(join(tmpdir(), 'fitout-s3-instance-'))));
  env = await createTestApp({ config: { s3: store, dataDir: dataDirs[0] } });
  other = await buildApp({
    config: testConfig({ s3: store, dataDir: dataDirs[1] }),
    db: env.db,
    clock: env.clock.clock,
    logger: false,
  });
  await other.ready();
});
afterAll(async () => {
  await other?.close();
  await env?.close();
  await s3?.close();
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A fresh seed, an installer link, and the row of a photo of the order's first card, pushed. */
async function declaredPhoto(id: string, seed: string) {
  const { admin, order } = await freshOrders(env);
  const headers = installerHeaders(await createLink(env, admin, order.id), order.id);
  const bytes = photoBytes(seed);
  await declarePhoto(env, headers, { id, cardId: order.cards[0]!.id, bytes });
  return { admin, headers, bytes };
}

const writesOf = (path: string) => s3.requests.filter((request) => request === `PUT /fitout-files/${path}`);

describe('photos, logos and pictures in an S3-compatible bucket', () => {
  it('serves a photo uploaded through one instance from another, with its type; the same bytes again rewrite nothing', async () => {
    const id = '0195b000-0000-7000-8000-5300000000a1';
    const { admin, headers, bytes } = await declaredPhoto(id, 'taken in the cellar');

    const first = await uploadPhoto(env, headers, id, bytes);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ stored: true });
    expect(writesOf(`attachments/${id}`)).toHaveLength(1);

    const read = await other.inject({
      method: 'GET',
      url: `/api/v1/attachments/${id}/content`,
      headers: env.as(admin),
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.headers['content-type']).toBe('image/jpeg');
    expect(read.rawPayload.equals(bytes)).toBe(true);

    // The device's retry after a lost answer, landing on the other instance.
    const again = await other.inject({
      method: 'PUT',
      url: `/api/v1/attachments/${id}/content`,
      headers: { ...headers, 'content-type': 'image/jpeg' },
      payload: bytes,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ stored: false });
    expect(writesOf(`attachments/${id}`)).toHaveLength(1);
    // Nothing went to either instance's disk.
    for (const dir of dataDirs) expect(await readdir(dir)).not.toContain('attachments');
  });

  it("serves a client's logo from the bucket with the type its bytes are", async () => {
    const token = await env.login('admin@fitout.test');
    const stored = await env.app.inject({
      method: 'POST',
      url: `/api/v1/client-images/${demoIds.companyClient}`,
      headers: { ...env.as(token), 'content-type': 'application/octet-stream' },
      payload: logo,
    });
    expect(stored.statusCode, stored.body).toBe(201);
    const { path } = stored.json<{ path: string }>();
    expect(writesOf(path.replace('/api/v1/', ''))).toHaveLength(1);
    const read = await other.inject({ method: 'GET', url: path, headers: env.as(token) });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.rawPayload.equals(logo)).toBe(true);
  });

  // Last: it stops the store.
  it('answers 503 while the store is down, and the photo stays to be uploaded', async () => {
    const id = '0195b000-0000-7000-8000-5300000000b2';
    const { headers, bytes } = await declaredPhoto(id, 'taken while the store was down');
    await s3.close();

    const refused = await uploadPhoto(env, headers, id, bytes);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ code: 'internal', detail: expect.any(String) });
    const [row] = await env.db
      .select({ data: attachments.data })
      .from(attachments)
      .where(eq(attachments.id, id));
    expect(row?.data.uploadedAt).toBeNull();
  });
});
