import { Badge, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { clientFacingStatusOf } from '../../../domain/projects';
import { useFormatMoney } from '../../../i18n/use-format';
import { useVatPreference } from '../../../lib/vat-preference';
import type { ProjectDraft } from '../hooks/use-project-draft';
import type { DraftTotals } from '../lib/draft-totals';
import { clientFacingStatusKeys, vatLabelKeys } from '../../../i18n/project-labels';

const useStyles = makeStyles({
  summary: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: tokens.spacingHorizontalM },
  total: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
});

/** The draft's status and running total in the user's VAT view, above every step. */
export function DraftSummary({ draft, totals }: { draft: ProjectDraft; totals: DraftTotals }) {
  const { t } = useTranslation('projects');
  const styles = useStyles();
  const [preference] = useVatPreference();
  const formatMoney = useFormatMoney();
  const status = clientFacingStatusOf(draft.project);
  const vat = t(vatLabelKeys[preference]);
  return (
    <div className={styles.summary}>
      <Badge appearance="tint" color={status === 'draft' ? 'informative' : 'success'}>
        {t(clientFacingStatusKeys[status])}
      </Badge>
      {totals.monthlyCents === null ? (
        <Text className={styles.total} aria-live="polite">
          {t('total.project', { amount: formatMoney(totals.totalCents), vat })}
        </Text>
      ) : (
        <>
          {/* A renter reads the month first, with the rental's length. */}
          <Text className={styles.total} aria-live="polite">
            {t('total.monthly_headline', {
              amount: formatMoney(totals.monthlyCents),
              vat,
              count: draft.rentMonths,
            })}
          </Text>
          <Text>{t('total.rental', { amount: formatMoney(totals.totalCents), vat })}</Text>
        </>
      )}
    </div>
  );
}
