import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../../db/database-context';
import type { PhotoBlob } from '../../../db/database';

/** One photo's bytes and upload state on this device; undefined while loading or when not here. */
export function usePhotoBlob(attachmentId: string): PhotoBlob | undefined {
  const db = useDatabase();
  return useLiveQuery(() => db.photoBlobs.get(attachmentId), [db, attachmentId]);
}
