import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { PurchaseOrderItem } from '../../../domain/entities/purchase-order.schema';
import { orderTotals } from '../../../domain/pricing';
import { useFormatMoney, useFormatVatRate } from '../../../i18n/use-format';
import { orderTotalRows } from '../lib/order-totals-text';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'auto auto',
    justifyContent: 'end',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
    paddingBlock: tokens.spacingVerticalS,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  // A term and its figure stay one grid row while the list keeps its dt/dd semantics.
  pair: { display: 'contents' },
  value: { margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
});

/** The version's cost at the purchase prices: excl. VAT, the VAT of each rate, incl. VAT. */
export function OrderTotalsView({ lines }: { lines: readonly PurchaseOrderItem[] }) {
  const { t } = useTranslation('adminProjects');
  const styles = useStyles();
  const formatMoney = useFormatMoney();
  const formatRate = useFormatVatRate();
  return (
    <dl className={styles.root} aria-label={t('order.totals.label')}>
      {orderTotalRows(orderTotals(lines), t, formatMoney, formatRate).map((row) => (
        <div key={row.label} className={styles.pair}>
          <dt>
            <Text weight={row.strong ? 'semibold' : 'regular'}>{row.label}</Text>
          </dt>
          <dd className={styles.value}>
            <Text weight={row.strong ? 'semibold' : 'regular'}>{row.value}</Text>
          </dd>
        </div>
      ))}
    </dl>
  );
}
