/** Photos are stored and sent at most this wide or high: enough to see a scratch, light on a phone's data. */
export const PHOTO_MAX_SIZE_PX = 1600;
export const PHOTO_JPEG_QUALITY = 0.8;

export interface DownscaledPhoto {
  blob: Blob;
  width: number;
  height: number;
}

/** Decodes the camera's file and re-encodes it as a JPEG no larger than PHOTO_MAX_SIZE_PX, on the device. */
export async function downscalePhoto(file: Blob): Promise<DownscaledPhoto> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, PHOTO_MAX_SIZE_PX / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  try {
    if (typeof OffscreenCanvas !== 'undefined') {
      const canvas = new OffscreenCanvas(width, height);
      canvas.getContext('2d')?.drawImage(bitmap, 0, 0, width, height);
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: PHOTO_JPEG_QUALITY });
      return { blob, width, height };
    }
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, width, height);
    const blob = await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (result) => (result ? resolve(result) : reject(new Error('photo encoding failed'))),
        'image/jpeg',
        PHOTO_JPEG_QUALITY,
      ),
    );
    return { blob, width, height };
  } finally {
    bitmap.close();
  }
}
