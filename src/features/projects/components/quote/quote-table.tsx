import { makeStyles, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { VatPreference } from '../../../../domain/enums';
import { shownAmount, type Amounts } from '../../../../domain/pricing';
import { useFormatMoney } from '../../../../i18n/use-format';

/** The quote's tables (a room's lines, the packs): the same columns, figures and widths. */
export const useQuoteTableStyles = makeStyles({
  // An amount never breaks (the formatter joins figures and currency with no-break spaces), but "per
  // month" may go under it: four columns of monthly prices are wider than a phone.
  amount: { textAlign: 'end' },
  name: { overflowWrap: 'anywhere' },
});

/** Item, quantity, unit and total, the last two in the reader's VAT view. */
export function QuoteTableHeader({ item, vat }: { item: string; vat: string }) {
  const { t } = useTranslation('quote');
  const styles = useQuoteTableStyles();
  return (
    <TableHeader>
      <TableRow>
        <TableHeaderCell>{item}</TableHeaderCell>
        <TableHeaderCell className={styles.amount}>{t('lines.quantity')}</TableHeaderCell>
        <TableHeaderCell className={styles.amount}>{t('lines.unit', { vat })}</TableHeaderCell>
        <TableHeaderCell className={styles.amount}>{t('lines.total', { vat })}</TableHeaderCell>
      </TableRow>
    </TableHeader>
  );
}

/** A figure as the quote prints it: in the reader's VAT view, per month when renting. */
export function useQuotePrice(preference: VatPreference, rent: boolean): (amounts: Amounts) => string {
  const { t } = useTranslation('quote');
  const formatMoney = useFormatMoney();
  return (amounts) => {
    const amount = formatMoney(shownAmount(amounts, preference));
    return rent ? t('lines.per_month', { amount }) : amount;
  };
}
