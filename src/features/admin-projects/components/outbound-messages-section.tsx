import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  outboundTargetNames,
  type OutboundMessageView,
} from '../../../domain/outbox/outbound-message.schema';
import { outboundKindKey, outboundStateKeys, outboundTargetKeys } from '../../../i18n/outbox-labels';
import { useFormatDate } from '../../../i18n/use-format';
import { describeError } from '../../../lib/describe-error';
import { retryOutboundMessage } from '../../../lib/outbox-api';
import { StackedTable } from '../../../ui/stacked-table';
import { useOutboundMessages } from '../hooks/use-outbound-messages';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  error: { overflowWrap: 'anywhere' },
});

/**
 * The project's calls to the ERP, Airtable and the purchasing chat (the outbox), or with `null`
 * the calls about no project (mail), as the server holds them: each one's state, tries and last
 * error, and a retry for a message that failed for good.
 */
export function OutboundMessagesSection({ projectId }: { projectId: string | null }) {
  const { t } = useTranslation(['outbox', 'common']);
  const styles = useStyles();
  const date = useFormatDate('date-seconds');
  const read = useOutboundMessages(projectId);
  const [retryError, setRetryError] = useState<string | null>(null);

  async function retry(message: OutboundMessageView) {
    setRetryError(null);
    try {
      await retryOutboundMessage(message.id);
      read.reload();
    } catch (error) {
      setRetryError(describeError(error, t));
    }
  }

  return (
    <section className={styles.section} aria-label={t('debug.title')}>
      <Text as="h2" size={500} weight="semibold">
        {t('debug.title')}
      </Text>
      {read.status === 'loading' && <Spinner size="tiny" label={t('debug.loading')} />}
      {(read.status === 'offline' || read.status === 'failed') && (
        <MessageBar intent="warning">
          <MessageBarBody>{t(read.status === 'offline' ? 'debug.offline' : 'debug.failed')}</MessageBarBody>
        </MessageBar>
      )}
      {read.status === 'loaded' && (
        <>
          {outboundTargetNames
            .filter((target) => !read.data.configured[target])
            .map((target) => (
              <MessageBar key={target} intent="info">
                <MessageBarBody>
                  {t('debug.not_configured', { target: t(outboundTargetKeys[target]) })}
                </MessageBarBody>
              </MessageBar>
            ))}
          {retryError !== null && (
            <MessageBar intent="error" role="alert">
              <MessageBarBody>{retryError}</MessageBarBody>
            </MessageBar>
          )}
          {read.data.messages.length === 0 ? (
            <Text>{t(projectId === null ? 'debug.empty_no_project' : 'debug.empty')}</Text>
          ) : (
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
              rows={read.data.messages.map((message) => ({
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
                      onClick={() => void retry(message)}
                    >
                      {t('debug.retry')}
                    </Button>
                  ) : (
                    ''
                  ),
                ],
              }))}
            />
          )}
        </>
      )}
    </section>
  );
}
