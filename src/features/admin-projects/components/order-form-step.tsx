import { Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { AdminProject } from '../hooks/use-admin-project';

/** Step 4: the purchase order's versions, made when the project is validated. */
export function OrderFormStep({ data }: { data: AdminProject }) {
  const { t } = useTranslation('adminProjects');
  return <Text>{t('order.none', { name: data.project.name })}</Text>;
}
