import { makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PurchaseGroup } from '../../../domain/purchases';
import { useFormatMoney } from '../../../i18n/use-format';
import { StackedTable } from '../../../ui/stacked-table';
import { columnKeys } from '../lib/labels';
import { PurchaseTotalsFacts } from './purchase-totals';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/** One project's or supplier's lines: its name, its totals, then its lines. */
export function PurchaseGroupSection({ group }: { group: PurchaseGroup }) {
  const { t } = useTranslation('purchases');
  const money = useFormatMoney();
  const styles = useStyles();
  const name = group.label || t('no_supplier');
  // A supplier's name is no id (spaces, quotes): React makes one.
  const headingId = useId();
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <Subtitle2 as="h2" id={headingId}>
        {name}
      </Subtitle2>
      <Text>{t('lines_count', { count: group.rows.length })}</Text>
      <PurchaseTotalsFacts totals={group.totals} label={t('totals.group', { name })} />
      <StackedTable
        label={name}
        size="small"
        columns={[
          t(columnKeys.furniture),
          t(columnKeys.room),
          t(columnKeys.module),
          t(columnKeys.quantity),
          t(columnKeys.price),
          t(columnKeys.priceInclVat),
          t(columnKeys.clientPrice),
          t(columnKeys.totalPrice),
          t(columnKeys.totalVat),
          t(columnKeys.clientTotal),
        ]}
        rows={group.rows.map((row) => ({
          key: row.lineId,
          cells: [
            row.furniture || row.module,
            row.room,
            row.module,
            row.quantity,
            money(row.unitPriceCents),
            money(row.unitInclVatCents),
            money(row.clientUnitPriceCents),
            money(row.totalCents),
            money(row.totalVatCents),
            money(row.clientTotalCents),
          ],
        }))}
      />
    </section>
  );
}
