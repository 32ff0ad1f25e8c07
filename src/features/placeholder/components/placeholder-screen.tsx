import { Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../ui/page';

/** A route whose screen a later issue builds. `titleKey` is the route's title in the `nav` namespace. */
export function PlaceholderScreen({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation(['placeholder', 'nav']);
  return (
    <Page title={t(titleKey, { ns: 'nav' })}>
      <Text>{t('not_available')}</Text>
    </Page>
  );
}
