import {
  clientImageMaxSide,
  clientImageUploadedSchema,
} from '../../../domain/organisations/client-image.schema';
import { apiFetch } from '../../../lib/api-client';
import {
  failure,
  fromRequestError,
  refused,
  serverOnlyOfflineKey,
  type ActionFailure,
} from '../../../lib/action-result';
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
  if (!navigator.onLine) return failure(serverOnlyOfflineKey);
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
    return fromRequestError(error, { offline: serverOnlyOfflineKey });
  }
}
