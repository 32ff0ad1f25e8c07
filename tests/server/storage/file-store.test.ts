import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDirectoryFileStore } from '../../../server/storage/directory-file-store';
import {
  attachmentFileKey,
  clientImageFileKey,
  type FileStore,
  type StoredFileKey,
} from '../../../server/storage/file-store';
import { createS3FileStore } from '../../../server/storage/s3-file-store';
import { startLocalS3 } from '../support/local-s3';

const silentLog = Fastify({ logger: false }).log;

/** Bytes with an image's signature, so every store reads back the type they are. */
const png = (seed: string) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(seed)]);
const jpeg = (seed: string) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(seed)]);

interface StoreUnderTest {
  store: FileStore;
  close(): Promise<void>;
}

const implementations: { name: string; start(): Promise<StoreUnderTest> }[] = [
  {
    name: 'the data directory',
    async start() {
      const dataDir = await mkdtemp(join(tmpdir(), 'fitout-file-store-'));
      const store = createDirectoryFileStore(dataDir);
      return { store, close: () => rm(dataDir, { recursive: true, force: true }) };
    },
  },
  {
    name: 'an S3-compatible bucket',
    async start() {
      const s3 = await startLocalS3();
      const store = createS3FileStore(s3.config, silentLog);
      return {
        store,
        async close() {
          await store.close();
          await s3.close();
        },
      };
    },
  },
];

let serial = 0;
function newKey(): StoredFileKey {
  serial += 1;
  return attachmentFileKey(`0195b000-0000-7000-8000-${serial.toString(16).padStart(12, '0')}`);
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

describe.each(implementations)('files in $name', ({ start }) => {
  let subject: StoreUnderTest;
  let store: FileStore;
  beforeAll(async () => {
    subject = await start();
    store = subject.store;
  });
  afterAll(() => subject?.close());

  it('has nothing under a key never written', async () => {
    const key = newKey();
    expect(await store.has(key)).toBe(false);
    expect(await store.read(key)).toBeUndefined();
  });

  it('reads back what it stored as a stream, with its type', async () => {
    const key = newKey();
    const bytes = png('a logo');
    expect(await store.put(key, bytes, 'image/png')).toBe('stored');
    expect(await store.has(key)).toBe(true);
    const file = await store.read(key);
    expect(file?.contentType).toBe('image/png');
    expect(file?.body).toBeInstanceOf(Readable);
    expect(await bytesOf(file!.body)).toEqual(bytes);
  });

  it('never overwrites: a second put under the key leaves the first bytes and type', async () => {
    const key = newKey();
    const first = jpeg('the photo');
    await store.put(key, first, 'image/jpeg');
    expect(await store.put(key, png('other bytes'), 'image/png')).toBe('exists');
    const file = await store.read(key);
    expect(file?.contentType).toBe('image/jpeg');
    expect(await bytesOf(file!.body)).toEqual(first);
  });

  it('ends with one whole file when uploads of the same bytes race', async () => {
    const key = newKey();
    const bytes = jpeg('x'.repeat(3 * 1024 * 1024));
    const outcomes = await Promise.all([1, 2, 3, 4].map(() => store.put(key, bytes, 'image/jpeg')));
    expect(outcomes).toContain('stored');
    // A digest, not the 3 MB: the matcher's byte-by-byte comparison alone took seconds.
    expect(sha256(await bytesOf((await store.read(key))!.body))).toBe(sha256(bytes));
  });

  it("keeps each kind and each client's pictures apart", async () => {
    const id = '0195b000-0000-7000-8000-aaaaaaaaaaaa';
    const otherClient = '0195b000-0000-7000-8000-bbbbbbbbbbbb';
    await store.put(attachmentFileKey(id), jpeg('a photo'), 'image/jpeg');
    expect(await store.has(clientImageFileKey(otherClient, id))).toBe(false);
    await store.put(clientImageFileKey(otherClient, id), png('a picture'), 'image/png');
    expect(await text((await store.read(attachmentFileKey(id)))!.body)).toContain('a photo');
    expect(await text((await store.read(clientImageFileKey(otherClient, id)))!.body)).toContain('a picture');
  });

  it('refuses a key that could reach outside its kind', async () => {
    await expect(store.has({ kind: 'attachments', ids: ['..', 'secret'] })).rejects.toThrow(
      /not a stored file id/,
    );
    await expect(store.put({ kind: 'client-images', ids: ['a/b'] }, png('x'), 'image/png')).rejects.toThrow(
      /not a stored file id/,
    );
    await expect(store.read({ kind: 'attachments', ids: [] })).rejects.toThrow(/not a stored file id/);
  });
});
