import { useTranslation } from 'react-i18next';
import { generatePath } from 'react-router';
import { paths } from '../../../app/paths';
import type { FailingMessages } from '../../../domain/outbox/outbound-message.schema';
import { RouterLink } from '../../../ui/router-link';
import { useFailingMessages } from '../hooks/use-failing-messages';
import { QueueSection, type QueueItem } from './queue-section';
import { ServerReadNotice } from './server-read-notice';

/** The calls to outside systems that keep failing, each project opening its debug page (where they are retried). */
export function FailingMessagesSection() {
  const { t } = useTranslation('admin');
  const failing = useFailingMessages();
  const loaded = failing.status === 'loaded' ? failing.data : null;
  const toItem = (entry: FailingMessages['projects'][number]): QueueItem => {
    const detail = [
      entry.dead > 0 ? t('dashboard.outbox_dead', { count: entry.dead }) : '',
      entry.retrying > 0 ? t('dashboard.outbox_retrying', { count: entry.retrying }) : '',
    ]
      .filter(Boolean)
      .join(' · ');
    return {
      key: entry.projectId ?? 'none',
      link:
        entry.projectId === null ? (
          <RouterLink to={paths.adminOutbox}>{t('dashboard.outbox_no_project')}</RouterLink>
        ) : (
          <RouterLink to={generatePath(paths.adminProjectDebug, { projectId: entry.projectId })}>
            {entry.name ?? entry.projectId}
          </RouterLink>
        ),
      detail,
    };
  };
  return (
    <QueueSection
      title={t('dashboard.outbox')}
      count={loaded === null ? null : loaded.dead + loaded.retrying}
      entries={loaded?.projects ?? []}
      toItem={toItem}
      emptyText={loaded === null ? '' : t('dashboard.outbox_empty')}
    >
      <ServerReadNotice
        read={failing}
        texts={{
          loading: t('dashboard.devices_loading'),
          offline: t('dashboard.outbox_offline'),
          failed: t('dashboard.outbox_failed'),
        }}
      />
    </QueueSection>
  );
}
