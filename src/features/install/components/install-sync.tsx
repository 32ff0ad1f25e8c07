import { useCallback } from 'react';
import { useDatabase } from '../../../db/database-context';
import type { Actor } from '../../../domain/mutators/transaction';
import { startSyncClient, type SyncClient } from '../../../sync/client';
import { kickPhotosAfterPush } from '../../../sync/photos/kick-after-push';
import { startPhotoUploads, type PhotoUploads } from '../../../sync/photos/upload-queue';
import { sessionHeaders, type InstallerSyncSession } from '../../../sync/session';
import { SyncProvider } from '../../../sync/sync-context';
import { useSyncRuntime } from '../../../sync/use-sync-runtime';
import { LoadingScreen } from '../../../ui/loading-screen';
import type { StoredInstallLink } from '../hooks/use-install-link';
import { installSyncedBeforeKey } from '../lib/install-database';
import { InstallEditor } from './install-editor';
import { apiBaseUrl } from '../../../domain/api-path';

/**
 * Runs sync and the photo upload queue with the link's token, scoped by the server to this one
 * purchase order. Offline (link not re-checked) both simply wait for the network.
 */
export function InstallSync({
  link,
  createSyncWorker,
}: {
  link: StoredInstallLink;
  /** The sync worker, possibly spawned before the link was known (useEarlySyncWorker). */
  createSyncWorker: () => Worker;
}) {
  const db = useDatabase();
  const { purchaseOrderId, token, linkId } = link;

  const start = useCallback(() => {
    const session: InstallerSyncSession = { kind: 'installer', purchaseOrderId, token };
    const actor: Actor = { kind: 'installer', purchaseOrderId, tokenId: linkId };
    const client = startSyncClient({
      db,
      actor,
      session,
      syncedBeforeKey: installSyncedBeforeKey(purchaseOrderId),
      createWorker: createSyncWorker,
    });
    const photos = startPhotoUploads({
      db,
      apiBase: apiBaseUrl(location.origin),
      headers: () => sessionHeaders(session),
      onUploaded: () => client.poke(),
      // Refused: the same credential's pull is refused too, and the page says so from that.
      onUnauthorized: () => client.poke(),
    });
    const stopKicking = kickPhotosAfterPush(client, photos);
    return {
      client,
      photos,
      stop() {
        stopKicking();
        client.stop();
        photos.stop();
      },
    };
  }, [db, purchaseOrderId, token, linkId, createSyncWorker]);
  const running = useSyncRuntime<{ client: SyncClient; photos: PhotoUploads; stop(): void }>(start);

  if (!running) return <LoadingScreen />;
  return (
    <SyncProvider client={running.client}>
      <InstallEditor link={link} apiBase={apiBaseUrl(location.origin)} onPhotoQueued={running.photos.kick} />
    </SyncProvider>
  );
}
