import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useEntityList } from '../../../db/hooks/use-entities';
import { projectOptionKeys } from '../../../domain/catalogue';
import { LoadingScreen } from '../../../ui/loading-screen';
import { Page } from '../../../ui/page';
import { ServiceRateEditor } from './service-rate-editor';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
});

/** `/admin/services`: the price of each service a project may add, one form per service. */
export function ServiceRatesScreen() {
  const { t } = useTranslation('catalogue');
  const styles = useStyles();
  const rates = useEntityList('serviceRates');
  if (rates.loading) return <LoadingScreen />;
  return (
    <Page title={t('services.title')}>
      <div className={styles.list}>
        <Text>{t('services.intro')}</Text>
        {projectOptionKeys.map((key) => (
          <ServiceRateEditor key={key} serviceKey={key} row={rates.data.find((row) => row.key === key)} />
        ))}
      </div>
    </Page>
  );
}
