import type { FitoutDatabase } from '../../../db/database';
import { uuidv7 } from '../../../domain/ids';
import { attachmentCreateArgs } from '../../../domain/mutators/attachment-create';
import type { Mutate } from '../../../sync/client';
import { sha256Hex } from '../../../sync/photos/sha256';
import { downscalePhoto } from '../lib/downscale-photo';
import { failure, fromMutateResult, type ActionResult } from '../../../lib/action-result';

/**
 * A photo of a card: downscaled on the device, its bytes stored in IndexedDB for the upload queue,
 * its metadata row created by `attachmentCreate` (pushed with the other changes). The bytes go in
 * first, so the queue never holds a row whose photo is missing.
 */
export async function addCardPhoto(
  db: FitoutDatabase,
  mutate: Mutate,
  cardId: string,
  file: File,
): Promise<ActionResult> {
  let photo;
  try {
    photo = await downscalePhoto(file);
  } catch {
    return failure('install:photo.unreadable');
  }
  const id = uuidv7();
  const parsed = attachmentCreateArgs.safeParse({
    id,
    ownerEntity: 'verificationCard',
    ownerId: cardId,
    fileName: `${id}.jpg`,
    mimeType: 'image/jpeg',
    sizeBytes: photo.blob.size,
    width: photo.width,
    height: photo.height,
    sha256: await sha256Hex(photo.blob),
  });
  if (!parsed.success) return failure('install:photo.too_large');
  await db.photoBlobs.put({
    attachmentId: id,
    blob: photo.blob,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    lastError: null,
  });
  const result = fromMutateResult(await mutate.attachmentCreate(parsed.data));
  if (!result.ok) await db.photoBlobs.delete(id);
  return result;
}
