import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { LinkRefusalCode } from '../../../domain/interventions/link-refusal';
import { errorKeys } from '../../../i18n/error-labels';
import { usePendingChanges } from '../hooks/use-pending-changes';
import { InstallShell } from './install-shell';
import { PendingChangesList } from './pending-changes-list';

/**
 * The server refused the link, at its check (which says why: unknown, expired or revoked) or later
 * in a push, a pull or a photo upload: what happened, what to do, and what waits on this phone.
 */
export function LinkRefused({ reason }: { reason?: LinkRefusalCode }) {
  const { t } = useTranslation(['install', 'errors']);
  const pending = usePendingChanges();
  // Says what waits only from the queue itself: another tab may have sent it all meanwhile.
  const waiting = pending !== undefined && pending.mutations.length + pending.photos > 0;
  return (
    <InstallShell title={t('link.refused_title')}>
      <MessageBar intent="error" layout="multiline" role="alert">
        <MessageBarBody>
          <MessageBarTitle>{t('link.refused_title')}</MessageBarTitle>
          {reason === undefined ? t('link.refused_text') : t(errorKeys(reason).messageKey)}{' '}
          {pending !== undefined && t(waiting ? 'link.kept_text' : 'link.nothing_waiting')}
        </MessageBarBody>
      </MessageBar>
      <PendingChangesList />
    </InstallShell>
  );
}
