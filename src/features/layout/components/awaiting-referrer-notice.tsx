import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

/** Why a referrer user not yet attached to its business referrer has an empty menu, and whom to ask. */
export function AwaitingReferrerNotice() {
  const { t } = useTranslation('nav');
  return (
    <MessageBar intent="info" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{t('awaiting_referrer.title')}</MessageBarTitle>
        {t('awaiting_referrer.text')}
      </MessageBarBody>
    </MessageBar>
  );
}
