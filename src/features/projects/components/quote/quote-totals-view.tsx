import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { VatPreference } from '../../../../domain/enums';
import { shownAmount } from '../../../../domain/pricing';
import { useFormatMoney, useFormatVatRate } from '../../../../i18n/use-format';
import { vatLabelKeys } from '../../../../i18n/project-labels';
import type { QuoteView } from './quote-view';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-end',
    gap: tokens.spacingVerticalXS,
    paddingBlock: tokens.spacingVerticalS,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  total: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  computed: { color: tokens.colorNeutralForeground3 },
});

/**
 * The quote's totals: the office's adjustment as its own line under the struck computed price, the
 * VAT of each rate, then what is paid (a renter reads the month first, with the rental's length).
 */
export function QuoteTotalsView({ view, preference }: { view: QuoteView; preference: VatPreference }) {
  const { t } = useTranslation('quote');
  const styles = useStyles();
  const formatMoney = useFormatMoney();
  const formatRate = useFormatVatRate();
  const vat = t(vatLabelKeys[preference]);
  const shown = (amounts: QuoteView['total']) => formatMoney(shownAmount(amounts, preference));
  return (
    <div className={styles.root} aria-live="polite">
      {view.computed !== null && (
        <Text className={styles.computed}>
          {t('totals.computed_label')} <s>{shown(view.computed)}</s>
        </Text>
      )}
      {view.adjustment !== null && <Text>{t('totals.adjustment', { amount: shown(view.adjustment) })}</Text>}
      {view.reason !== null && (
        <Text className={styles.computed}>{t('totals.reason', { reason: view.reason })}</Text>
      )}
      {view.vatRates.map(({ vatRateBp, amounts }) => (
        <Text key={vatRateBp}>
          {t('totals.vat_rate', { rate: formatRate(vatRateBp), amount: formatMoney(amounts.vatCents) })}
        </Text>
      ))}
      {view.monthly === null ? (
        <Text className={styles.total}>
          {t(view.computed === null ? 'totals.total' : 'totals.final', { amount: shown(view.total), vat })}
        </Text>
      ) : (
        <>
          <Text className={styles.total}>
            {t('totals.monthly_headline', { amount: shown(view.monthly), vat, count: view.rentMonths })}
          </Text>
          <Text>{t('totals.rental_total', { amount: shown(view.total), vat })}</Text>
        </>
      )}
    </div>
  );
}
