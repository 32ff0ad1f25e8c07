import { Readable } from 'node:stream';
import {
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { AppError } from '../http/app-error';
import { keyParts, type FileStore, type StoredFileKey } from './file-store';
import { imageTypeNamed } from './image-type';

export type S3StoreConfig = NonNullable<Config['s3']>;

/** A store that does not answer in this long is down: the upload is retried later, not held. */
const CONNECT_TIMEOUT_MS = 5_000;
/** A socket silent this long (mid-upload, mid-read) is given up. */
const SOCKET_IDLE_MS = 30_000;

function statusOf(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}

/**
 * The files in an S3-compatible bucket (AWS S3, MinIO, Ceph, Garage…), shared by every instance.
 * Objects are `<kind>/<id>[/<id>]`, each stored with its content type. S3 makes a PUT whole or
 * absent (and the SDK sends a checksum the store verifies), so no reader sees a partial photo.
 */
export function createS3FileStore(config: S3StoreConfig, log: FastifyBaseLogger): FileStore {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, socketTimeout: SOCKET_IDLE_MS },
  });
  const objectKey = (key: StoredFileKey) => keyParts(key).join('/');
  // The store's failure is not the caller's: logged here, answered 503 so devices retry later.
  const unavailable = (error: unknown, key: StoredFileKey) => {
    log.error({ err: error, key: objectKey(key) }, 'the S3 file store failed');
    return new AppError(503, 'internal');
  };
  const has = async (key: StoredFileKey) => {
    try {
      await client.send(new HeadObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
      return true;
    } catch (error) {
      if (statusOf(error) === 404) return false;
      throw unavailable(error, key);
    }
  };
  return {
    has,
    async put(key, bytes, type) {
      // The HEAD keeps an existing object as it is on stores that ignore If-None-Match; where it is
      // honoured (AWS, MinIO), it also settles a race between two first uploads.
      if (await has(key)) return 'exists';
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: config.bucket,
            Key: objectKey(key),
            Body: bytes,
            ContentType: type,
            IfNoneMatch: '*',
          }),
        );
        return 'stored';
      } catch (error) {
        if (statusOf(error) === 412) return 'exists';
        throw unavailable(error, key);
      }
    },
    async read(key) {
      let object;
      try {
        object = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
      } catch (error) {
        if (error instanceof S3ServiceException && error.name === 'NoSuchKey') return undefined;
        throw unavailable(error, key);
      }
      const { Body: body, ContentType: contentType } = object;
      // Only this server writes the bucket, always with one of these types; anything else is not ours.
      const type = imageTypeNamed(contentType);
      if (!(body instanceof Readable) || type === null) {
        if (body instanceof Readable) body.destroy();
        return undefined;
      }
      return { contentType: type, body };
    },
    async close() {
      client.destroy();
    },
  };
}
