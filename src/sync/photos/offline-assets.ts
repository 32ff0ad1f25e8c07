import type { FitoutDatabase } from '../../db/database';
import { STORE_WHOLE_APP, type StoreWholeAppMessage } from '../../sw/messages';

/** The bytes of one stored photo; null when the server has none (yet) or the network is gone. */
export async function fetchAttachmentContent(
  apiBase: string,
  attachmentId: string,
  headers: Record<string, string>,
): Promise<Blob | null> {
  try {
    const response = await fetch(`${apiBase}/attachments/${attachmentId}/content`, { headers });
    return response.ok ? await response.blob() : null;
  } catch {
    return null;
  }
}

/**
 * Downloads the photos other devices took (uploaded, not on this device) into the photo store, so
 * they show offline. Returns how many photos of `attachmentIds` are on the device afterwards.
 */
export async function downloadPhotos(
  db: FitoutDatabase,
  apiBase: string,
  attachmentIds: readonly string[],
  headers: Record<string, string>,
): Promise<number> {
  const present = await db.photoBlobs.bulkGet([...attachmentIds]);
  let stored = 0;
  await Promise.all(
    attachmentIds.map(async (id, index) => {
      if (present[index]) {
        stored++;
        return;
      }
      const blob = await fetchAttachmentContent(apiBase, id, headers);
      if (!blob) return;
      await db.photoBlobs.put({
        attachmentId: id,
        blob,
        status: 'uploaded',
        attempts: 0,
        nextAttemptAt: 0,
        lastError: null,
      });
      stored++;
    }),
  );
  return stored;
}

/**
 * Asks the active worker to store whatever of the app it has not stored: the other screens an
 * installer's first visit left for after its download (src/sw/sw.ts), or a file lost since.
 */
export function storeWholeApp(): void {
  if (!('serviceWorker' in navigator)) return;
  const message: StoreWholeAppMessage = { type: STORE_WHOLE_APP };
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage(message));
}
