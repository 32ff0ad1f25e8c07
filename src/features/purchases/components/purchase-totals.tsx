import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { PurchaseTotals } from '../../../domain/purchases';
import { useFormatMoney } from '../../../i18n/use-format';
import { Facts } from '../../../ui/stacked-cards';

const useStyles = makeStyles({
  facts: { maxWidth: '420px', fontVariantNumeric: 'tabular-nums', rowGap: tokens.spacingVerticalXXS },
});

/** Excluding VAT, VAT, including VAT and the client's price: the sums of the lines, to the cent. */
export function PurchaseTotalsFacts({ totals, label }: { totals: PurchaseTotals; label: string }) {
  const { t } = useTranslation('purchases');
  const money = useFormatMoney();
  const styles = useStyles();
  return (
    <div role="group" aria-label={label}>
      <Facts
        className={styles.facts}
        facts={[
          { term: t('totals.excl_vat'), detail: money(totals.exclVatCents) },
          { term: t('totals.vat'), detail: money(totals.vatCents) },
          { term: t('totals.incl_vat'), detail: money(totals.inclVatCents) },
          { term: t('totals.client'), detail: money(totals.clientCents) },
        ]}
      />
    </div>
  );
}
