import { Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../ui/page';

/** Not in the local store: not pulled yet, or deleted (spec section 8: "Nothing found"). */
export function MissingItem() {
  const { t } = useTranslation('catalogue');
  return (
    <Page title={t('missing.title')}>
      <Text>{t('missing.text')}</Text>
    </Page>
  );
}
