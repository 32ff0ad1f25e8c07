/**
 * Decodes a picture and re-encodes it no larger than `maxSide` on its longest side, on the device,
 * so an uploaded logo or onboarding picture is light to send and to show. PNG keeps a logo's
 * transparency; photos go as JPEG.
 */
export async function resizeImage(
  file: Blob,
  maxSide: number,
  type: 'image/png' | 'image/jpeg',
): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  try {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('image encoding failed'))),
        type,
        0.85,
      ),
    );
  } finally {
    bitmap.close();
  }
}
