import { Link } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { generatePath } from 'react-router';
import { paths } from '../../../app/paths';
import type { SyncDevice } from '../../../domain/sync/sync-health.schema';
import { useFormatDate } from '../../../i18n/use-format';
import { RouterLink } from '../../../ui/router-link';
import { useSyncHealth } from '../hooks/use-sync-health';
import { QueueSection, type QueueItem } from './queue-section';
import { ServerReadNotice } from './server-read-notice';

const hourMs = 60 * 60 * 1000;

/** "oldest change waiting: 4 days" (or hours, under a day), or nothing when no change waits. */
function useQueueAge(): (device: SyncDevice, now: number) => string {
  const { t } = useTranslation('admin');
  return (device, now) => {
    if (device.oldestPendingAt === null) return '';
    const hours = Math.max(0, Math.floor((now - Date.parse(device.oldestPendingAt)) / hourMs));
    return hours < 24
      ? t('dashboard.oldest_waiting_hours', { count: hours })
      : t('dashboard.oldest_waiting_days', { count: Math.floor(hours / 24) });
  };
}

/** The dashboard's devices section: it reads the server, so it speaks for itself offline. */
export function StaleDevicesSection() {
  const { t } = useTranslation('admin');
  const date = useFormatDate('date-time');
  const health = useSyncHealth();
  const queueAge = useQueueAge();
  const loaded = health.status === 'loaded' ? health.data : null;
  const toItem = (device: SyncDevice): QueueItem => ({
    key: device.clientId,
    link:
      device.owner.kind === 'user' ? (
        <Link href={`mailto:${device.owner.email}`}>{device.owner.name || device.owner.email}</Link>
      ) : (
        <RouterLink to={generatePath(paths.adminIntervention, { purchaseOrderId: device.owner.projectId })}>
          {t('dashboard.installer_link', { name: device.owner.projectName })}
        </RouterLink>
      ),
    detail: [
      t('dashboard.last_sync', { date: date(device.lastSyncAt) }),
      loaded === null ? '' : queueAge(device, loaded.checkedAt),
    ]
      .filter(Boolean)
      .join(' · '),
  });
  return (
    <QueueSection
      title={t('dashboard.devices')}
      count={loaded === null ? null : loaded.devices.length}
      entries={loaded?.devices ?? []}
      toItem={toItem}
      emptyText={health.status === 'loaded' ? t('dashboard.devices_empty') : ''}
    >
      <ServerReadNotice
        read={health}
        texts={{
          loading: t('dashboard.devices_loading'),
          offline: t('dashboard.devices_offline'),
          failed: t('dashboard.devices_failed'),
        }}
      />
    </QueueSection>
  );
}
