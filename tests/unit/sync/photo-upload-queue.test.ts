import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FitoutDatabase } from '../../../src/db/database';
import { startPhotoUploads } from '../../../src/sync/photos/upload-queue';

const attachmentId = '0190a000-0000-7000-8000-000000000021';
const bytes = new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3, 4, 5]);

/** A store with one photo taken on the device, waiting to be uploaded. */
async function databaseWithOnePhoto(): Promise<FitoutDatabase> {
  const db = new FitoutDatabase(`photos-${Math.random()}`);
  await db.photoBlobs.put({
    attachmentId,
    blob: new Blob([bytes], { type: 'image/jpeg' }),
    status: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    lastError: null,
  });
  return db;
}

describe('photo upload queue', () => {
  beforeEach(() => {
    // Node has no Web Locks or window events: this tab always leads, and nothing goes online.
    vi.stubGlobal('navigator', {
      onLine: true,
      locks: { request: (_: string, run: () => unknown) => run() },
    });
    vi.stubGlobal('addEventListener', () => undefined);
    vi.stubGlobal('removeEventListener', () => undefined);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('retries a lost request and a not-yet-pushed row, then uploads once with the sha256 of the bytes', async () => {
    const db = await databaseWithOnePhoto();
    const answers: (() => Response)[] = [
      () => {
        throw new TypeError('network lost');
      },
      () => new Response(JSON.stringify({ detail: 'not found' }), { status: 404 }),
      () => new Response('{}', { status: 200 }),
    ];
    const calls: { url: string; headers: Record<string, string> }[] = [];
    const fakeFetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(input), headers: init?.headers as Record<string, string> });
      const answer = answers.shift();
      if (!answer) throw new Error('uploaded more than once');
      return answer();
    });
    const uploaded = vi.fn();
    const queue = startPhotoUploads({
      db,
      apiBase: 'http://test/api/v1',
      headers: () => ({ 'x-installation-token': 'token' }),
      fetch: fakeFetch as typeof fetch,
      onUploaded: uploaded,
    });
    try {
      await expect.poll(async () => (await db.photoBlobs.get(attachmentId))?.attempts).toBe(1);
      queue.kick();
      await expect.poll(async () => (await db.photoBlobs.get(attachmentId))?.attempts).toBe(2);
      queue.kick();
      await expect.poll(async () => (await db.photoBlobs.get(attachmentId))?.status).toBe('uploaded');
      // Nothing is left to send: a further kick runs a pass over the queue that uploads nothing.
      queue.kick();
      await queue.idle();
    } finally {
      queue.stop();
    }
    expect(calls).toHaveLength(3);
    expect(uploaded).toHaveBeenCalledTimes(1);
    const sha = createHash('sha256').update(bytes).digest('hex');
    for (const call of calls) {
      expect(call.url).toBe(`http://test/api/v1/attachments/${attachmentId}/content`);
      expect(call.headers['x-content-sha256']).toBe(sha);
      expect(call.headers['x-installation-token']).toBe('token');
      expect(call.headers['content-type']).toBe('image/jpeg');
    }
    db.close();
  });

  it('no network is not a failed attempt: the backoff stays as it was, and the first try online uploads', async () => {
    const online = { value: false };
    vi.stubGlobal('navigator', {
      get onLine() {
        return online.value;
      },
      locks: { request: (_: string, run: () => unknown) => run() },
    });
    const db = await databaseWithOnePhoto();
    const fakeFetch = vi.fn(async () => {
      if (!online.value) throw new TypeError('Failed to fetch');
      return new Response('{}', { status: 200 });
    });
    const queue = startPhotoUploads({
      db,
      apiBase: 'http://test/api/v1',
      headers: () => ({ 'x-installation-token': 'token' }),
      fetch: fakeFetch as typeof fetch,
    });
    try {
      for (let tries = 1; tries <= 3; tries++) {
        queue.kick();
        await expect.poll(() => fakeFetch.mock.calls.length).toBe(tries);
        await queue.idle();
      }
      expect(await db.photoBlobs.get(attachmentId)).toMatchObject({
        status: 'pending',
        attempts: 0,
        nextAttemptAt: 0,
        lastError: 'offline',
      });
      online.value = true;
      queue.kick();
      await expect.poll(async () => (await db.photoBlobs.get(attachmentId))?.status).toBe('uploaded');
    } finally {
      queue.stop();
    }
    db.close();
  });

  it('a refused credential is said once and the lock handed over, so a tab with a valid link uploads', async () => {
    const held: string[] = [];
    vi.stubGlobal('navigator', {
      onLine: true,
      locks: {
        request: async (name: string, run: () => unknown) => {
          held.push(name);
          await run();
          held.splice(held.indexOf(name), 1);
        },
      },
    });
    const db = await databaseWithOnePhoto();
    const fakeFetch = vi.fn(async () => new Response(JSON.stringify({ detail: 'revoked' }), { status: 401 }));
    const refused = vi.fn();
    const queue = startPhotoUploads({
      db,
      apiBase: 'http://test/api/v1',
      headers: () => ({ 'x-installation-token': 'revoked' }),
      fetch: fakeFetch as typeof fetch,
      onUnauthorized: refused,
    });
    try {
      await expect.poll(() => refused).toHaveBeenCalledTimes(1);
      await queue.idle();
      expect(held).toEqual([]);
      expect(await db.photoBlobs.get(attachmentId)).toMatchObject({
        status: 'pending',
        lastError: 'unauthorized',
      });
    } finally {
      queue.stop();
    }
    expect(fakeFetch).toHaveBeenCalledTimes(1);
    db.close();
  });
});
