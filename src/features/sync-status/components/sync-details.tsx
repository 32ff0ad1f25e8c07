import { makeStyles, MessageBar, MessageBarBody, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useFormatDate, useFormatNumber } from '../../../i18n/use-format';
import { errorKeys } from '../../../i18n/error-labels';
import { exhaustive } from '../../../domain/enums';
import type { SyncClientStatus } from '../../../sync/client';
import { waitingToSend } from '../../../sync/status';
import type { TransportFailure } from '../../../sync/transport';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '20rem' },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  value: { margin: 0, fontWeight: tokens.fontWeightSemibold },
});

function failureKey(failure: TransportFailure): string {
  switch (failure.type) {
    case 'offline':
      return 'sync:failure.offline';
    case 'unauthorized':
      return 'sync:failure.unauthorized';
    case 'temporary':
      return 'sync:failure.temporary';
    case 'rejected':
      return failure.code === null ? 'sync:failure.rejected' : errorKeys(failure.code).messageKey;
    default:
      return exhaustive(failure);
  }
}

const megabyte = 1024 * 1024;

/** What the status popover lists: connection, changes waiting, last sync, storage, the last failure. */
export function SyncDetails({ status, online }: { status: SyncClientStatus; online: boolean }) {
  const { t } = useTranslation('sync');
  const styles = useStyles();
  const formatDate = useFormatDate('date-time');
  const formatNumber = useFormatNumber(1);
  const { storage } = status;
  const usage =
    storage?.usageBytes != null
      ? t('details.storage_value', {
          megabytes: formatNumber(storage.usageBytes / megabyte),
        })
      : t('details.unknown');

  return (
    <div className={styles.root}>
      <Subtitle2 as="h2">{t('details.title')}</Subtitle2>
      {status.wiped && (
        <MessageBar intent="warning">
          <MessageBarBody>{t('details.wiped')}</MessageBarBody>
        </MessageBar>
      )}
      <dl className={styles.facts}>
        <dt>{t('details.connection')}</dt>
        <dd className={styles.value}>{online ? t('details.online') : t('details.offline')}</dd>
        <dt>{t('details.pending')}</dt>
        <dd className={styles.value}>{waitingToSend(status)}</dd>
        <dt>{t('details.last_sync')}</dt>
        <dd className={styles.value}>
          {status.lastSyncedAt ? formatDate(status.lastSyncedAt) : t('details.never')}
        </dd>
        <dt>{t('details.storage')}</dt>
        <dd className={styles.value}>{usage}</dd>
      </dl>
      {storage && !storage.persisted && <Text size={200}>{t('details.not_persisted')}</Text>}
      {status.lastError && (
        <MessageBar intent="error">
          <MessageBarBody>{t(failureKey(status.lastError))}</MessageBarBody>
        </MessageBar>
      )}
    </div>
  );
}
