import { Text } from '@fluentui/react-components';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { LocalRow } from '../../../db/database';
import { orderLineAmounts } from '../../../domain/pricing';
import { roomKindNames } from '../../../i18n/room-labels';
import { useFormatMoney } from '../../../i18n/use-format';
import { StackedTable } from '../../../ui/stacked-table';
import { itemsMerged, linesByRoom } from '../lib/order-views';

/** Both views' columns: the item, its price and total, then what the view adds (`last`). */
function columns(t: TFunction<'adminProjects'>, last: string): string[] {
  return [
    t('quote.columns.item'),
    t('order.sku'),
    t('quote.columns.quantity'),
    t('quote.columns.price'),
    t('order.columns.total'),
    last,
  ];
}

/** A row of either view, its amount from the pricing module so it adds up as the order does. */
function cells(
  row: Parameters<typeof orderLineAmounts>[0] & { name: string; sku: string },
  formatMoney: (cents: number) => string,
  last: string,
): string[] {
  return [
    row.name,
    row.sku,
    String(row.quantity),
    formatMoney(row.unitPriceCents),
    formatMoney(orderLineAmounts(row).exclVatCents),
    last,
  ];
}

/** An order version by item: one row per furniture or module at one price, its rooms listed. */
export function OrderByItem({ order }: { order: LocalRow<'purchaseOrders'> }) {
  const { t } = useTranslation('adminProjects');
  const formatMoney = useFormatMoney();
  return (
    <StackedTable
      label={t('order.by_item_label', { number: order.number })}
      columns={columns(t, t('order.rooms'))}
      rows={itemsMerged(order.lines, roomKindNames(t)).map((item) => ({
        key: item.key,
        cells: cells(item, formatMoney, item.rooms.join(', ')),
      }))}
    />
  );
}

/** An order version by room: one titled table per room, its lines with their notes. */
export function OrderByRoom({ order }: { order: LocalRow<'purchaseOrders'> }) {
  const { t } = useTranslation('adminProjects');
  const formatMoney = useFormatMoney();
  return (
    <>
      {linesByRoom(order.lines, roomKindNames(t)).map((group) => (
        <section key={group.roomId} aria-label={group.roomName}>
          <Text as="h3" weight="semibold">
            {group.roomName}
          </Text>
          <StackedTable
            label={group.roomName}
            columns={columns(t, t('quote.columns.notes'))}
            rows={group.lines.map((line) => ({
              key: line.lineId,
              cells: cells(line, formatMoney, line.notes),
            }))}
          />
        </section>
      ))}
    </>
  );
}
