import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { InstallShell } from './install-shell';
import { PendingChangesList } from './pending-changes-list';

/**
 * The server refused the link (expired, revoked or unknown), at its check or later in a push, a pull
 * or a photo upload: what happened, what to do, and what waits on this phone.
 */
export function LinkRefused() {
  const { t } = useTranslation('install');
  return (
    <InstallShell title={t('link.refused_title')}>
      <MessageBar intent="error" layout="multiline" role="alert">
        <MessageBarBody>
          <MessageBarTitle>{t('link.refused_title')}</MessageBarTitle>
          {t('link.refused_text')}
        </MessageBarBody>
      </MessageBar>
      <PendingChangesList />
    </InstallShell>
  );
}
