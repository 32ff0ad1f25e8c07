import { Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../ui/page';
import { RouterLink } from '../../../ui/router-link';

/** A route of another role, opened by its address: what it is not, and the way to the user's own home. */
export function NotForAccountScreen({ homePath }: { homePath: string }) {
  const { t } = useTranslation('nav');
  return (
    <Page title={t('not_for_account.title')}>
      <Text>{t('not_for_account.text')}</Text>
      <RouterLink to={homePath}>{t('not_for_account.home')}</RouterLink>
    </Page>
  );
}
