import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';

/** What the server keeps as files rather than rows: installers' photos, clients' logos and pictures. */
export type StoredFileKind = 'attachments' | 'client-images';

/**
 * One directory per kind under `${DATA_DIR}`. An in-memory database (`memory://`) keeps the files in
 * the system's temporary directory instead.
 */
export function storedFilesDir(dataDir: string, kind: StoredFileKind): string {
  return dataDir === 'memory://' ? join(tmpdir(), `fitout-memory-${kind}`) : join(dataDir, kind);
}

export async function hasStoredFile(dir: string, id: string): Promise<boolean> {
  try {
    return (await stat(join(dir, id))).isFile();
  } catch {
    return false;
  }
}

/**
 * Writes to a temporary name, then renames: a crash mid-write never leaves a partial file under the
 * id, and two concurrent uploads of the same bytes end with one whole file.
 */
export async function writeStoredFile(dir: string, id: string, bytes: Buffer): Promise<void> {
  await mkdir(dir, { recursive: true });
  const temporary = join(dir, `.${id}.${randomBytes(6).toString('hex')}.tmp`);
  await writeFile(temporary, bytes);
  await rename(temporary, join(dir, id));
}

export function readStoredFile(dir: string, id: string): ReadStream {
  return createReadStream(join(dir, id));
}
