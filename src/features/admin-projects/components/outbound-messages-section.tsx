import { makeStyles, MessageBar, MessageBarBody, Spinner, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  outboundTargetNames,
  type OutboundMessageView,
} from '../../../domain/outbox/outbound-message.schema';
import { outboundTargetKeys } from '../../../i18n/outbox-labels';
import { describeError } from '../../../lib/describe-error';
import { retryOutboundMessage } from '../../../lib/outbox-api';
import { useOutboundMessages } from '../hooks/use-outbound-messages';
import { OutboundMessagesTable } from './outbound-messages-table';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/**
 * The project's calls to the ERP, Airtable and the purchasing chat (the outbox), or with `null`
 * the calls about no project (mail), as the server holds them: each one's state, tries and last
 * error, and a retry for a message that failed for good.
 */
export function OutboundMessagesSection({ projectId }: { projectId: string | null }) {
  const { t } = useTranslation(['outbox', 'common']);
  const styles = useStyles();
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
            <OutboundMessagesTable messages={read.data.messages} onRetry={retry} />
          )}
        </>
      )}
    </section>
  );
}
