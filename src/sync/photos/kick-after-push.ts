import type { SyncClient } from '../client';
import type { PhotoUploads } from './upload-queue';

/**
 * A photo's upload is refused (404) until its attachment row has been pushed, and the photo then
 * waits out its backoff. When the network returns both start at once, so the upload often loses that
 * race: each push the server acknowledged (the queue got shorter) tries the waiting photos again at
 * once, so "All changes sent" follows the network within seconds, not after the backoff.
 */
export function kickPhotosAfterPush(
  client: Pick<SyncClient, 'getStatus' | 'subscribe'>,
  photos: PhotoUploads,
): () => void {
  let pendingBefore = client.getStatus().pending;
  return client.subscribe((status) => {
    if (status.pending < pendingBefore && status.photosWaiting > 0) photos.kick();
    pendingBefore = status.pending;
  });
}
