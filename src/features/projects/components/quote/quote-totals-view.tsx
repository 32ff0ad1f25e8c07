import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { VatPreference } from '../../../../domain/enums';
import { shownAmount } from '../../../../domain/pricing';
import { useFormatMoney } from '../../../../i18n/use-format';
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

/** The quote's total; when the office set the price, the final price with the computed one struck. */
export function QuoteTotalsView({ view, preference }: { view: QuoteView; preference: VatPreference }) {
  const { t } = useTranslation('quote');
  const styles = useStyles();
  const formatMoney = useFormatMoney();
  const vat = t(vatLabelKeys[preference]);
  return (
    <div className={styles.root} aria-live="polite">
      {view.computed !== null && (
        <Text className={styles.computed}>
          {t('totals.computed_label')} <s>{formatMoney(shownAmount(view.computed, preference))}</s>
        </Text>
      )}
      <Text className={styles.total}>
        {t(view.computed === null ? 'totals.total' : 'totals.final', {
          amount: formatMoney(shownAmount(view.total, preference)),
          vat,
        })}
      </Text>
      {view.monthly !== null && (
        <Text>
          {t('totals.monthly', { amount: formatMoney(shownAmount(view.monthly, preference)), vat })}
        </Text>
      )}
    </div>
  );
}
