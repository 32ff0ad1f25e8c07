import { clientImageMimeTypes } from '../../src/domain/organisations/client-image.schema';

/** The types of every file the server stores: photos, logos and pictures. */
export type ImageType = (typeof clientImageMimeTypes)[number];

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

/** How many first bytes sniffImageType reads. */
export const imageSignatureBytes = 12;

/** The image type a stored Content-Type names, or null for any other. */
export function imageTypeNamed(contentType: string | undefined): ImageType | null {
  return clientImageMimeTypes.find((type) => type === contentType) ?? null;
}
