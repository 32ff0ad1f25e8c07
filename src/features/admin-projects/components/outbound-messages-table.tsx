import { Button, makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { OutboundMessageView } from '../../../domain/outbox/outbound-message.schema';
import { outboundKindKey, outboundStateKeys, outboundTargetKeys } from '../../../i18n/outbox-labels';
import { useFormatDate } from '../../../i18n/use-format';
import { StackedTable } from '../../../ui/stacked-table';

const useStyles = makeStyles({
  error: { overflowWrap: 'anywhere' },
});

/** The outbox's messages, one row each with its state, tries and last error, a dead one with its retry. */
export function OutboundMessagesTable({
  messages,
  onRetry,
}: {
  messages: readonly OutboundMessageView[];
  onRetry: (message: OutboundMessageView) => Promise<void>;
}) {
  const { t } = useTranslation(['outbox', 'common']);
  const styles = useStyles();
  const date = useFormatDate('date-seconds');
  return (
    <StackedTable
      label={t('debug.title')}
      columns={[
        t('debug.columns.message'),
        t('debug.columns.state'),
        t('debug.columns.tries'),
        t('debug.columns.last_error'),
        t('debug.columns.next_try'),
        t('debug.columns.created'),
        t('debug.columns.action'),
      ]}
      rows={messages.map((message) => ({
        key: message.id,
        cells: [
          t('debug.message', {
            target: t(outboundTargetKeys[message.target]),
            kind: t(outboundKindKey(message.kind)),
          }),
          t(outboundStateKeys[message.state]),
          t('debug.tries', { attempts: message.attempts, max: message.maxAttempts }),
          message.lastError === null ? '' : <span className={styles.error}>{message.lastError}</span>,
          message.nextTryAt === null ? '' : date(message.nextTryAt),
          date(message.createdAt),
          message.state === 'dead' ? (
            <Button
              aria-label={t('debug.retry_label', {
                kind: t(outboundKindKey(message.kind)),
              })}
              onClick={() => void onRetry(message)}
            >
              {t('debug.retry')}
            </Button>
          ) : (
            ''
          ),
        ],
      }))}
    />
  );
}
