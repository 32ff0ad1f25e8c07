import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3StoreConfig } from '../../../server/storage/s3-file-store';

/** s3rver accepts only these credentials, and checks every request's signature against them. */
const s3rverCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface LocalS3 {
  /** The store's settings, as the `S3_*` variables would give them. */
  config: S3StoreConfig;
  /** The environment that configures a server for this store. */
  env: Record<string, string>;
  /** Every request the store received, as `METHOD /bucket/key`, in order. */
  requests: string[];
  /** Stops answering: requests to it fail as to a store that is down. Twice is once. */
  close(): Promise<void>;
}

/**
 * A local server speaking the S3 protocol (s3rver, on a free port, over a new temporary directory),
 * with one empty bucket, path-style as MinIO is usually run.
 */
export async function startLocalS3(bucket = 'fitout-files'): Promise<LocalS3> {
  const directory = await mkdtemp(join(tmpdir(), 'fitout-s3-'));
  const s3rver = new S3rver({ directory, silent: true, configureBuckets: [{ name: bucket, configs: [] }] });
  await s3rver.configureBuckets();
  const handle = s3rver.callback();
  const requests: string[] = [];
  // In front of s3rver rather than inside it: the tests read what the store asked, not what s3rver did.
  const server = createServer((request, response) => {
    requests.push(`${request.method ?? ''} ${new URL(request.url ?? '/', 'http://s3').pathname}`);
    handle(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const config: S3StoreConfig = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: 'us-east-1',
    forcePathStyle: true,
    ...s3rverCredentials,
  };
  return {
    config,
    env: {
      S3_ENDPOINT: config.endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: config.accessKeyId,
      S3_SECRET_ACCESS_KEY: config.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    requests,
    async close() {
      if (!server.listening) return;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(directory, { recursive: true, force: true });
    },
  };
}
