import { Spinner } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionHeaders } from '../../../sync/session';
import { useSyncStatus } from '../../../sync/sync-context';
import { useInstallData } from '../hooks/use-install-data';
import type { StoredInstallLink } from '../hooks/use-install-link';
import { usePendingCards } from '../hooks/use-pending-cards';
import { InstallShell } from './install-shell';
import { InstallSummary } from './install-summary';
import { LinkRefused } from './link-refused';
import { OfflineReadiness } from './offline-readiness';
import { RoomSection } from './room-section';

/** The installer's work: readiness, what is left, then every room with its lines. */
export function InstallEditor({
  link,
  checkedOnline,
  apiBase,
  onPhotoQueued,
}: {
  link: StoredInstallLink;
  checkedOnline: boolean;
  apiBase: string;
  onPhotoQueued: () => void;
}) {
  const { t } = useTranslation('install');
  const headers = useMemo(
    () => sessionHeaders({ kind: 'installer', purchaseOrderId: link.purchaseOrderId, token: link.token }),
    [link.purchaseOrderId, link.token],
  );
  const data = useInstallData(link.purchaseOrderId);
  const pending = usePendingCards();
  const title = data.data?.project?.name ?? link.projectName;
  const refused = useSyncStatus().phase === 'needsAuth';
  if (refused) return <LinkRefused />;

  return (
    <InstallShell title={title || t('title')}>
      <OfflineReadiness
        purchaseOrderId={link.purchaseOrderId}
        apiBase={apiBase}
        headers={headers}
        furniture={data.data?.furniture}
        checkedOnline={checkedOnline}
      />
      {data.loading ? (
        <Spinner label={t('loading')} />
      ) : (
        <>
          <InstallSummary rooms={data.data.rooms} pendingCount={pending.count} expiresAt={link.expiresAt} />
          {data.data.intervention &&
            data.data.rooms.map((room) => (
              <RoomSection
                key={room.room.id}
                data={room}
                interventionId={data.data.intervention?.id ?? ''}
                furniture={data.data.furniture}
                photos={data.data.photos}
                photoBlobs={data.data.photoBlobs}
                pending={pending}
                onPhotoQueued={onPhotoQueued}
              />
            ))}
        </>
      )}
    </InstallShell>
  );
}
