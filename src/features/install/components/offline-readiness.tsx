import { useEffect } from 'react';
import { storeWholeApp } from '../../../sync/photos/offline-assets';
import { useSyncStatus } from '../../../sync/sync-context';
import { useOfflineReadiness } from '../hooks/use-offline-readiness';
import { OfflineReadinessBar } from './offline-readiness-bar';

/**
 * The download's state on its own: its progress moves many times a second while images arrive,
 * and only this re-renders, not the lines being worked on below. `onDownloadingChange` hears only
 * whether a download is under way (rows, images or the app's files arriving while online).
 */
export function OfflineReadiness({
  purchaseOrderId,
  apiBase,
  headers,
  furniture,
  onDownloadingChange,
}: {
  purchaseOrderId: string;
  apiBase: string;
  headers: Record<string, string>;
  furniture: ReadonlyMap<string, { images: string[] }> | undefined;
  onDownloadingChange: (downloading: boolean) => void;
}) {
  const readiness = useOfflineReadiness(purchaseOrderId, apiBase, headers, furniture);
  const { online } = useSyncStatus();
  const downloading = online && (readiness.status === 'downloading' || readiness.status === 'storingApp');
  useEffect(() => {
    onDownloadingChange(downloading);
    // The rest of the app, which a first visit's install leaves for after the download.
    if (!downloading) storeWholeApp();
  }, [downloading, onDownloadingChange]);
  return <OfflineReadinessBar readiness={readiness} online={online} />;
}
