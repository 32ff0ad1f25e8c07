import { MessageBar, MessageBarBody, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../ui/page';

/** The back-office landing page; its dashboard list comes with the projects issue. */
export function AdminDashboardScreen() {
  const { t } = useTranslation('admin');
  return (
    <Page title={t('dashboard.title')}>
      <Text>{t('dashboard.text')}</Text>
      <MessageBar intent="info">
        <MessageBarBody>{t('dashboard.coming')}</MessageBarBody>
      </MessageBar>
    </Page>
  );
}
