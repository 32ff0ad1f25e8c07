import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * Photo bytes on disk, one file per attachment id under `${DATA_DIR}/attachments`. An in-memory
 * database (`memory://`) keeps them in the system's temporary directory instead.
 */
export function attachmentsDir(dataDir: string): string {
  return dataDir === 'memory://' ? join(tmpdir(), 'fitout-memory-attachments') : join(dataDir, 'attachments');
}

export async function hasAttachmentFile(dir: string, id: string): Promise<boolean> {
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
export async function writeAttachmentFile(dir: string, id: string, bytes: Buffer): Promise<void> {
  await mkdir(dir, { recursive: true });
  const temporary = join(dir, `.${id}.${randomBytes(6).toString('hex')}.tmp`);
  await writeFile(temporary, bytes);
  await rename(temporary, join(dir, id));
}

export function readAttachmentFile(dir: string, id: string): ReadStream {
  return createReadStream(join(dir, id));
}
