import { errorKeys } from '../../../i18n/error-labels';
import {
  clientImageMaxSide,
  clientImageUploadedSchema,
} from '../../../domain/organisations/client-image.schema';
import { ApiError, apiFetch, NetworkError } from '../../../lib/api-client';
import { failure, refused, type ActionFailure } from '../../../lib/action-result';
import { resizeImage } from '../../../lib/resize-image';

export type UploadOutcome = { ok: true; path: string } | ActionFailure;

/**
 * Resizes a picture on the device and uploads it for the client; the caller then names its path in
 * the client's row (a mutation). Uploads need the network: offline, it says so and stores nothing.
 */
export async function uploadClientImage(
  clientId: string,
  file: File,
  use: keyof typeof clientImageMaxSide,
): Promise<UploadOutcome> {
  if (!navigator.onLine) return refused('team/offline');
  let resized: Blob;
  try {
    resized = await resizeImage(file, clientImageMaxSide[use], use === 'logo' ? 'image/png' : 'image/jpeg');
  } catch {
    return refused('attachment/unsupported_type');
  }
  try {
    const answer = await apiFetch(`client-images/${clientId}`, { method: 'POST', body: resized });
    return { ok: true, path: clientImageUploadedSchema.parse(answer).path };
  } catch (error) {
    if (error instanceof NetworkError) return refused('team/offline');
    if (error instanceof ApiError && error.code !== undefined) return { ok: false, ...errorKeys(error.code) };
    return failure(errorKeys('internal').messageKey);
  }
}
