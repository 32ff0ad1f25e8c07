import { businessLogoMaxChars, businessLogoMaxSide } from '../../../domain/entities/business-settings.schema';
import { refused, type ActionFailure } from '../../../lib/action-result';
import { resizeImage } from '../../../lib/resize-image';

export type LogoReading = { ok: true; dataUrl: string } | ActionFailure;

/**
 * The chosen picture, resized on the device and kept as a data URL in the settings' row: no upload,
 * so it is chosen offline too, and every device that makes documents has it.
 */
export async function readLogo(file: File): Promise<LogoReading> {
  let resized: Blob;
  try {
    resized = await resizeImage(file, businessLogoMaxSide, 'image/png');
  } catch {
    return refused('attachment/unsupported_type');
  }
  const dataUrl = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('the picture could not be read'));
    reader.readAsDataURL(resized);
  });
  if (dataUrl.length > businessLogoMaxChars)
    return {
      ok: false,
      messageKey: 'validation:logo_too_large',
      fields: { logo: 'validation:logo_too_large' },
    };
  return { ok: true, dataUrl };
}
