import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FileStore, StoredFileKey } from './file-store';
import { keyParts } from './file-store';
import { imageSignatureBytes, sniffImageType } from './image-type';

/**
 * One directory per kind under `${DATA_DIR}`. An in-memory database (`memory://`) keeps the files in
 * the system's temporary directory instead.
 */
function kindsRoot(dataDir: string): (kind: string) => string {
  return dataDir === 'memory://'
    ? (kind) => join(tmpdir(), `fitout-memory-${kind}`)
    : (kind) => join(dataDir, kind);
}

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'ENOTDIR');
}

/**
 * The files under the data directory: one machine's store. It keeps no metadata beside a file, so a
 * file's type is read back from its first bytes (every stored file is an image, checked at upload).
 */
export function createDirectoryFileStore(dataDir: string): FileStore {
  const rootOf = kindsRoot(dataDir);
  const pathOf = (key: StoredFileKey) => {
    const [kind = '', ...ids] = keyParts(key);
    return join(rootOf(kind), ...ids);
  };
  const has = async (key: StoredFileKey) => {
    try {
      return (await stat(pathOf(key))).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  };
  return {
    has,
    async put(key, bytes) {
      if (await has(key)) return 'exists';
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // A temporary name, then a rename: a crash mid-write never leaves a partial file under the key.
      const temporary = join(dirname(path), `.${randomBytes(6).toString('hex')}.tmp`);
      await writeFile(temporary, bytes);
      await rename(temporary, path);
      return 'stored';
    },
    async read(key) {
      let handle;
      try {
        handle = await open(pathOf(key));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
      const head = new Uint8Array(imageSignatureBytes);
      const contentType = await handle.read(head, 0, head.length, 0).then(
        () => sniffImageType(head),
        async (error: unknown) => {
          await handle.close();
          throw error;
        },
      );
      if (contentType === null) {
        await handle.close();
        return undefined;
      }
      // The stream owns the handle from here and closes it when done or destroyed.
      return { contentType, body: handle.createReadStream({ start: 0 }) };
    },
    async close() {},
  };
}
