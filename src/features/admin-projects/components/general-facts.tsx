import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { projectMultiplier, projectQuoteTotals } from '../../../domain/pricing';
import { useFormatMoney } from '../../../i18n/use-format';
import { useKeptCatalogueConfig } from '../../../lib/use-kept-catalogue-config';
import type { AdminProject } from '../hooks/use-admin-project';
import { userName } from '../hooks/use-admin-projects';

const useStyles = makeStyles({
  facts: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
});

/** Above the general information: the project's client, its creator and its price as quoted. */
export function GeneralFacts({ data }: { data: AdminProject }) {
  const { t } = useTranslation('adminProjects');
  const styles = useStyles();
  const formatMoney = useFormatMoney();
  const { project, client, creator } = data;
  const { rentMonths } = useKeptCatalogueConfig();
  const totals = projectQuoteTotals(
    project,
    data.rooms,
    data.lines,
    projectMultiplier(project, client),
    rentMonths,
    data.serviceRates,
  );
  return (
    <div className={styles.facts}>
      <Text>{t('general.client', { name: client?.name ?? project.clientId })}</Text>
      <Text>{t('general.creator', { name: creator ? userName(creator) : project.creatorId })}</Text>
      {/* A rental reads as rent: the month first, with its duration, then the whole. */}
      {totals.monthly !== null && (
        <Text>
          {t('general.monthly_price', {
            excl: formatMoney(totals.monthly.exclVatCents),
            incl: formatMoney(totals.monthly.inclVatCents),
            count: rentMonths,
          })}
        </Text>
      )}
      <Text>
        {t(totals.monthly === null ? 'general.final_price' : 'general.rent_total', {
          excl: formatMoney(totals.total.exclVatCents),
          incl: formatMoney(totals.total.inclVatCents),
          count: rentMonths,
        })}
      </Text>
    </div>
  );
}
