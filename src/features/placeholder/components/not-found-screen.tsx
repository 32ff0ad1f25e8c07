import { Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths';
import { Page } from '../../../ui/page';
import { RouterLink } from '../../../ui/router-link';

export function NotFoundScreen() {
  const { t } = useTranslation('placeholder');
  return (
    <Page title={t('not_found.title')}>
      <Text>{t('not_found.text')}</Text>
      <RouterLink to={paths.home}>{t('not_found.home')}</RouterLink>
    </Page>
  );
}
