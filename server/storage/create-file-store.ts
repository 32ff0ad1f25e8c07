import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { createDirectoryFileStore } from './directory-file-store';
import type { FileStore } from './file-store';

/** The data directory by default; the S3-compatible bucket when the `S3_*` variables name one. */
export async function createFileStore(
  config: Pick<Config, 'dataDir' | 's3'>,
  log: FastifyBaseLogger,
): Promise<FileStore> {
  if (config.s3 === null) return createDirectoryFileStore(config.dataDir);
  // Loaded only when configured: the SDK is large, and a server on one machine never needs it.
  const { createS3FileStore } = await import('./s3-file-store');
  return createS3FileStore(config.s3, log);
}
