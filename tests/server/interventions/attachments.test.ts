import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { attachmentUploadedSchema } from '../../../src/domain/interventions/attachment-content.schema';
import type { PullResponse, PushResponse } from '../../../src/domain/sync/protocol.schema';
import { projects, users } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';
import { newClientId, pullAll } from '../sync/sync-helpers';
import {
  createLink,
  declarePhoto,
  photoBytes,
  sha256,
  uploadPhoto,
  installerHeaders,
  installerPull,
  installerPush,
  mutationAt,
  freshOrders,
  type PurchaseOrder,
} from './install-helpers';

let env: TestApp;
let dataDir: string;
let admin: string;
let order: PurchaseOrder;
let other: PurchaseOrder;
let headers: Record<string, string>;
let serial = 0;

function newId(): string {
  serial += 1;
  return `0195b000-0000-7000-8000-${serial.toString(16).padStart(12, '0')}`;
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'fitout-attachments-test-'));
  env = await createTestApp({ config: { dataDir } });
});
afterAll(async () => {
  await env?.close();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  ({ admin, order, other } = await freshOrders(env));
  headers = installerHeaders(await createLink(env, admin, order.id), order.id);
});

/** Pushes the metadata row of a photo of `cardId` as the installer; returns its id. */
async function declare(bytes: Buffer, cardId = order.cards[0]!.id, mutationId = 1): Promise<string> {
  const id = newId();
  await declarePhoto(env, headers, { id, cardId, bytes }, mutationId);
  return id;
}

function upload(id: string, bytes: Buffer, uploadHeaders: Record<string, string> = headers, type?: string) {
  return uploadPhoto(env, uploadHeaders, id, bytes, type);
}

/** The admin of the client that owns `projectId`, and a client admin of another client. */
async function clientUsersOf(projectId: string): Promise<{ owner: string; stranger: string }> {
  const [project] = await env.db
    .select({ clientId: projects.clientId })
    .from(projects)
    .where(eq(projects.id, projectId));
  const admins = await env.db
    .select({ email: users.email, clientId: users.clientId })
    .from(users)
    .where(eq(users.clientRole, 'admin'));
  const owner = admins.find((user) => user.clientId === project?.clientId)?.email;
  const stranger = admins.find((user) => user.clientId !== project?.clientId)?.email;
  if (owner === undefined || stranger === undefined) throw new Error('the seed lacks two client admins');
  return { owner, stranger };
}

function download(id: string, downloadHeaders: Record<string, string>) {
  return env.app.inject({
    method: 'GET',
    url: `/api/v1/attachments/${id}/content`,
    headers: downloadHeaders,
  });
}

describe('photo content', () => {
  it('is stored once under retries: one file, one uploadedAt change; other bytes answer 409', async () => {
    const bytes = photoBytes('a');
    const id = await declare(bytes);
    const first = await upload(id, bytes);
    expect(first.statusCode, first.body).toBe(200);
    const stored = attachmentUploadedSchema.parse(first.json());
    expect(stored).toMatchObject({
      id,
      sha256: sha256(bytes),
      stored: true,
      uploadedAt: env.clock.now().toISOString(),
    });
    const file = join(dataDir, 'attachments', id);
    const writtenAt = (await stat(file)).mtimeMs;

    const pulled = (await installerPull(env, headers, 'install-device-photos', null)).json<PullResponse>();
    const row = pulled.changes.find((change) => change.id === id);
    expect(row?.data).toMatchObject({ uploadedAt: stored.uploadedAt, projectId: order.id });

    env.clock.advance(60_000);
    const retry = await upload(id, bytes);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ stored: false, uploadedAt: stored.uploadedAt });
    expect((await stat(file)).mtimeMs).toBe(writtenAt);
    const next = (
      await installerPull(env, headers, 'install-device-photos', pulled.cookie)
    ).json<PullResponse>();
    expect(next.changes.filter((change) => change.id === id)).toEqual([]);
    expect((await readdir(join(dataDir, 'attachments'))).filter((name) => name === id)).toHaveLength(1);

    const different = await upload(id, photoBytes('b'));
    expect(different.statusCode).toBe(409);
    expect(different.json()).toMatchObject({ code: 'attachment/content_mismatch' });
  });

  it('refuses bytes that do not match the declared sha256, and non-image types', async () => {
    const id = await declare(photoBytes('c'));
    const wrong = await upload(id, photoBytes('d'));
    expect(wrong.statusCode).toBe(409);
    const text = await upload(id, photoBytes('c'), headers, 'text/plain');
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ code: 'attachment/unsupported_type' });
  });

  it('refuses bytes that are not an image of the declared type, though their sha256 matches', async () => {
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('g'),
    ]);
    for (const [n, bytes] of [Buffer.from('<html>not a photo</html>'), png].entries()) {
      // Declared as a JPEG (declare() says so), with the bytes' own hash.
      const id = await declare(bytes, undefined, n + 1);
      const refused = await upload(id, bytes);
      expect(refused.statusCode).toBe(415);
      expect(refused.json()).toMatchObject({ code: 'attachment/unsupported_type' });
      const read = await env.app.inject({ method: 'GET', url: `/api/v1/attachments/${id}/content`, headers });
      expect(read.statusCode).toBe(404);
    }
  });

  it('answers 404 before the row exists and for another purchase order’s photo', async () => {
    const early = await upload(newId(), photoBytes('e'));
    expect(early.statusCode).toBe(404);
    const bytes = photoBytes('f');
    const id = await declare(bytes);
    expect((await upload(id, bytes)).statusCode).toBe(200);
    const otherHeaders = installerHeaders(await createLink(env, admin, other.id), other.id);
    expect((await download(id, otherHeaders)).statusCode).toBe(404);
    expect((await upload(id, bytes, otherHeaders)).statusCode).toBe(404);
    // A user of another client does not see the project.
    const { stranger } = await clientUsersOf(order.id);
    expect((await download(id, env.as(await env.login(stranger)))).statusCode).toBe(404);
    expect((await download(id, {})).statusCode).toBe(401);
  });

  it('serves the photos of its project to the client who sees it, who still may not upload', async () => {
    const bytes = photoBytes('h');
    const id = await declare(bytes);
    expect((await upload(id, bytes)).statusCode).toBe(200);
    const { owner } = await clientUsersOf(order.id);
    const ownerHeaders = env.as(await env.login(owner));
    const response = await download(id, ownerHeaders);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(bytes)).toBe(true);
    expect((await upload(id, bytes, ownerHeaders)).statusCode).toBe(404);
    // The pull agrees: the owner receives the photo's row, the stranger does not.
    const pulled = async (email: string) =>
      (await pullAll(env, await env.login(email), newClientId())).rows.has(`attachments/${id}`);
    expect(await pulled(owner)).toBe(true);
    expect(await pulled((await clientUsersOf(order.id)).stranger)).toBe(false);
  });

  it('serves the bytes to the admin and the installer, cacheable forever', async () => {
    const bytes = photoBytes('g');
    const id = await declare(bytes);
    expect((await download(id, env.as(admin))).statusCode).toBe(404);
    await upload(id, bytes);
    for (const who of [env.as(admin), headers]) {
      const response = await download(id, who);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(response.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      expect(response.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it('an installer may not attach a photo to another purchase order’s card', async () => {
    const response = await installerPush(env, headers, 'install-device-foreign', [
      mutationAt(1, 'attachmentCreate', {
        id: newId(),
        ownerEntity: 'verificationCard',
        ownerId: other.cards[0]!.id,
        fileName: 'x.jpg',
        mimeType: 'image/jpeg',
        sizeBytes: 10,
        width: null,
        height: null,
        sha256: sha256(photoBytes('h')),
      }),
    ]);
    expect(response.json<PushResponse>().results[0]).toMatchObject({
      status: 'rejected',
      error: { code: 'not_found' },
    });
  });
});
