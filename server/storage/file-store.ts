import type { Readable } from 'node:stream';
import type { ImageType } from './image-type';

/** What the server keeps as files rather than rows: installers' photos, clients' logos and pictures. */
export type StoredFileKind = 'attachments' | 'client-images';

/** A stored file's address: its kind, then the ids under it (a photo; a client, then its picture). */
export interface StoredFileKey {
  kind: StoredFileKind;
  ids: readonly string[];
}

export function attachmentFileKey(attachmentId: string): StoredFileKey {
  return { kind: 'attachments', ids: [attachmentId] };
}

export function clientImageFileKey(clientId: string, imageId: string): StoredFileKey {
  return { kind: 'client-images', ids: [clientId, imageId] };
}

// Security: ids become path segments and object keys; the routes' schemas already take uuids only,
// and this keeps a future caller from reaching `..` or another kind.
const idPattern = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

/** The key's parts, checked; `[kind, ...ids]` names the file in every store. */
export function keyParts(key: StoredFileKey): string[] {
  if (key.ids.length === 0 || !key.ids.every((id) => idPattern.test(id)))
    throw new Error(`not a stored file id: ${JSON.stringify(key.ids)}`);
  return [key.kind, ...key.ids];
}

export interface StoredFile {
  contentType: ImageType;
  /** The bytes as they are read from the store: a photo is never held whole in memory to be served. */
  body: Readable;
}

/** `put` stored the bytes, or left alone those already there. */
export type PutOutcome = 'stored' | 'exists';

/**
 * Where photos, logos and pictures live: the data directory (one machine) or an S3-compatible
 * bucket (several instances). Write-once: a key's bytes never change once stored, because a key is
 * fixed by its content (a photo's row declares its sha256, a picture gets a fresh id). So `put`
 * leaves an existing file alone, and two uploads racing on one key can only write the same bytes.
 * A file is whole or absent: a reader never sees one half-written.
 */
export interface FileStore {
  has(key: StoredFileKey): Promise<boolean>;
  /** `type` is what the bytes' signature shows (the uploads check it before storing). */
  put(key: StoredFileKey, bytes: Buffer, type: ImageType): Promise<PutOutcome>;
  /** The file, or undefined when there is none. */
  read(key: StoredFileKey): Promise<StoredFile | undefined>;
  close(): Promise<void>;
}
