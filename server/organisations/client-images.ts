import type { ReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import type { clientImageMimeTypes } from '../../src/domain/organisations/client-image.schema';
import { hasStoredFile, readStoredFile, storedFilesDir } from '../storage/stored-files';

type ImageType = (typeof clientImageMimeTypes)[number];

/** One directory per client under the stored client images. */
export function clientImagesDir(dataDir: string, clientId: string): string {
  return join(storedFilesDir(dataDir, 'client-images'), clientId);
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

/** The image and its type, or undefined when there is none. */
export async function readClientImage(
  dir: string,
  id: string,
): Promise<{ type: ImageType; stream: ReadStream } | undefined> {
  if (!(await hasStoredFile(dir, id))) return undefined;
  const handle = await open(join(dir, id));
  const head = new Uint8Array(12);
  try {
    await handle.read(head, 0, 12, 0);
  } finally {
    await handle.close();
  }
  const type = sniffImageType(head);
  return type === null ? undefined : { type, stream: readStoredFile(dir, id) };
}
