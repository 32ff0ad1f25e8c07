import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, open, rename, stat, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { clientImageMimeTypes } from '../../src/domain/organisations/client-image.schema';

type ImageType = (typeof clientImageMimeTypes)[number];

/** One directory per client under `${DATA_DIR}/client-images` (the system's temp dir in memory). */
export function clientImagesDir(dataDir: string, clientId: string): string {
  const root =
    dataDir === 'memory://' ? join(tmpdir(), 'fitout-memory-client-images') : join(dataDir, 'client-images');
  return join(root, clientId);
}

/** The type the bytes are, by their signature: what a browser was told a file is proves nothing. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (
    starts(0x52, 0x49, 0x46, 0x46) &&
    bytes[8] === 0x57 &&
    bytes[9] === 0x45 &&
    bytes[10] === 0x42 &&
    bytes[11] === 0x50
  )
    return 'image/webp';
  return null;
}

/** Written under a temporary name, then renamed: a crash never leaves half an image under the id. */
export async function writeClientImage(dir: string, id: string, bytes: Buffer): Promise<void> {
  await mkdir(dir, { recursive: true });
  const temporary = join(dir, `.${id}.${randomBytes(6).toString('hex')}.tmp`);
  await writeFile(temporary, bytes);
  await rename(temporary, join(dir, id));
}

/** The image and its type, or undefined when there is none. */
export async function readClientImage(
  dir: string,
  id: string,
): Promise<{ type: ImageType; stream: ReadStream } | undefined> {
  const file = join(dir, id);
  try {
    if (!(await stat(file)).isFile()) return undefined;
  } catch {
    return undefined;
  }
  const handle = await open(file);
  const head = new Uint8Array(12);
  try {
    await handle.read(head, 0, 12, 0);
  } finally {
    await handle.close();
  }
  const type = sniffImageType(head);
  return type === null ? undefined : { type, stream: createReadStream(file) };
}
