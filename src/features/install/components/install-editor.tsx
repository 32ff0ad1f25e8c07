import { Spinner } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionHeaders } from '../../../sync/session';
import { useSyncStatus } from '../../../sync/sync-context';
import { useDrawnLines } from '../hooks/use-drawn-lines';
import { useInstallData, type InstallRoomData } from '../hooks/use-install-data';
import type { StoredInstallLink } from '../hooks/use-install-link';
import { ImageDownloadsContext } from '../hooks/use-image-taken';
import { useSharedImageDownloads } from '../hooks/use-offline-readiness';
import { usePendingCards } from '../hooks/use-pending-cards';
import { InstallShell } from './install-shell';
import { InstallSummary } from './install-summary';
import { LinkRefused } from './link-refused';
import { OfflineReadiness } from './offline-readiness';
import { RoomSection } from './room-section';

/** The rooms with any of the first `drawn` lines, in order, and how many of their lines that is. */
function roomsDrawn(rooms: readonly InstallRoomData[], drawn: number) {
  let left = drawn;
  return rooms.flatMap((room) => {
    if (left <= 0 && room.items.length > 0) return [];
    const lines = Math.min(room.items.length, left);
    left -= lines;
    return [{ room, lines }];
  });
}

/** The installer's work: readiness, what is left, then every room with its lines. */
export function InstallEditor({
  link,
  apiBase,
  onPhotoQueued,
}: {
  link: StoredInstallLink;
  apiBase: string;
  onPhotoQueued: () => void;
}) {
  const { t } = useTranslation('install');
  const headers = useMemo(
    () => sessionHeaders({ kind: 'installer', purchaseOrderId: link.purchaseOrderId, token: link.token }),
    [link.purchaseOrderId, link.token],
  );
  const images = useSharedImageDownloads(headers);
  const data = useInstallData(link.purchaseOrderId);
  const pending = usePendingCards();
  const [downloading, setDownloading] = useState(true);
  const { drawn, endRef } = useDrawnLines(data.data?.lineCount ?? 0, downloading);
  const title = data.data?.project?.name ?? link.projectName;
  const refused = useSyncStatus().phase === 'needsAuth';
  if (refused) return <LinkRefused />;

  return (
    <ImageDownloadsContext value={images}>
      <InstallShell title={title || t('title')}>
        <OfflineReadiness
          purchaseOrderId={link.purchaseOrderId}
          apiBase={apiBase}
          headers={headers}
          furniture={data.data?.furniture}
          onDownloadingChange={setDownloading}
        />
        {data.loading ? (
          <Spinner label={t('loading')} />
        ) : (
          <>
            <InstallSummary rooms={data.data.rooms} expiresAt={link.expiresAt} />
            {data.data.intervention &&
              roomsDrawn(data.data.rooms, drawn).map(({ room, lines }) => (
                <RoomSection
                  key={room.room.id}
                  data={room}
                  drawnLines={lines}
                  interventionId={data.data.intervention?.id ?? ''}
                  furniture={data.data.furniture}
                  photos={data.data.photos}
                  photoBlobs={data.data.photoBlobs}
                  pending={pending}
                  onPhotoQueued={onPhotoQueued}
                />
              ))}
            {drawn < data.data.lineCount && <div ref={endRef} />}
          </>
        )}
      </InstallShell>
    </ImageDownloadsContext>
  );
}
