import { Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../ui/page';

/** What a referrer's page shows when its URL names no referrer this device holds. */
export function MissingReferrer() {
  const { t } = useTranslation('leads');
  return (
    <Page title={t('referrers.title')}>
      <Text>{t('referrers.missing')}</Text>
    </Page>
  );
}
