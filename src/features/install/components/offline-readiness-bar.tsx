import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { exhaustive } from '../../../domain/enums';
import type { OfflineReadiness } from '../hooks/use-offline-readiness';

/** Says plainly whether the phone can go down to the cellar now. */
export function OfflineReadinessBar({
  readiness,
  checkedOnline,
}: {
  readiness: OfflineReadiness;
  checkedOnline: boolean;
}) {
  const { t } = useTranslation('install');
  const offlineNote = checkedOnline ? null : <div>{t('ready.offline_note')}</div>;
  switch (readiness.status) {
    case 'ready':
      return (
        <MessageBar intent="success" layout="multiline" role="status">
          <MessageBarBody>
            <MessageBarTitle>
              {t('ready.ready', {
                lines: t('ready.lines', { count: readiness.lines }),
                images: t('ready.images', { count: readiness.images }),
              })}
            </MessageBarTitle>
            {offlineNote}
          </MessageBarBody>
        </MessageBar>
      );
    case 'incomplete':
      return (
        <MessageBar intent="warning" layout="multiline" role="status">
          <MessageBarBody>{t('ready.incomplete', { count: readiness.missing })}</MessageBarBody>
        </MessageBar>
      );
    case 'downloading':
      return (
        <MessageBar intent="info" role="status">
          <MessageBarBody>{t('ready.downloading', { count: readiness.received })}</MessageBarBody>
        </MessageBar>
      );
    case 'storing':
      return (
        <MessageBar intent="info" role="status">
          <MessageBarBody>{t('ready.storing')}</MessageBarBody>
        </MessageBar>
      );
    case 'storingApp':
      return (
        <MessageBar intent="info" role="status">
          <MessageBarBody>{t('ready.storing_app')}</MessageBarBody>
        </MessageBar>
      );
    case 'notReady':
      return (
        <MessageBar intent="warning" role="status">
          <MessageBarBody>{t('ready.not_ready')}</MessageBarBody>
        </MessageBar>
      );
    default:
      return exhaustive(readiness);
  }
}
