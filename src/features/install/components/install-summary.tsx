import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../i18n/use-format';
import { countStates } from '../../../lib/intervention-card-state';
import { allSent, waitingToSend } from '../../../sync/status';
import { useSyncStatus } from '../../../sync/sync-context';
import type { InstallRoomData } from '../hooks/use-install-data';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  left: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
});

/**
 * What is left, what waits to be sent, and until when the link works. Connection and queue come
 * from the one sync status, as the readiness bar's, so the two never disagree.
 */
export function InstallSummary({ rooms, expiresAt }: { rooms: InstallRoomData[]; expiresAt: string }) {
  const { t } = useTranslation('install');
  const styles = useStyles();
  const status = useSyncStatus();
  const waiting = waitingToSend(status);
  const counts = countStates(rooms.flatMap((room) => room.items.map((item) => item.card)));
  const total = counts.remaining + counts.verified + counts.returned + counts.problematic;
  const expires = useFormatDate('date-time')(expiresAt);
  return (
    <div className={styles.root}>
      <Text className={styles.left} role="status" aria-live="polite">
        {t('summary.left', { count: counts.remaining, total })}
      </Text>
      <Text>
        {t('summary.counts', {
          verified: counts.verified,
          returned: counts.returned,
          problematic: counts.problematic,
        })}
      </Text>
      <Text>{status.online ? t('summary.online') : t('summary.offline')}</Text>
      {waiting > 0 && <Text>{t('summary.pending', { count: waiting })}</Text>}
      {allSent(status) && <Text>{t('summary.all_synced')}</Text>}
      <Text size={200}>{t('summary.expires', { date: expires })}</Text>
    </div>
  );
}
