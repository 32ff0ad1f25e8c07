import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../../db/database-context';

/** The bytes of one photo on this device; undefined while loading or when they are not here. */
export function usePhotoBlob(attachmentId: string): Blob | undefined {
  const db = useDatabase();
  return useLiveQuery(async () => (await db.photoBlobs.get(attachmentId))?.blob, [db, attachmentId]);
}
