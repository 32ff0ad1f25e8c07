import { Field, makeStyles, Radio, RadioGroup, Select, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalRow } from '../../../db/database';
import { useFormatDate, useFormatMoney } from '../../../i18n/use-format';
import { orderLineAmounts } from '../../../domain/pricing';
import { StackedTable } from '../../../ui/stacked-table';
import type { AdminProject } from '../hooks/use-admin-project';
import { userName } from '../hooks/use-admin-projects';
import { roomKindNames } from '../../../i18n/room-labels';
import { itemsMerged, linesByRoom, orderViews, type OrderView } from '../lib/order-views';
import { orderModeKeys, orderReasonKeys, orderViewKeys } from '../lib/labels';
import { OrderDownloadButton } from './order-download-button';
import { OrderTotalsView } from './order-totals-view';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'end' },
  // The office writes them on several lines; the order shows them as written.
  comments: { whiteSpace: 'pre-wrap' },
});

/**
 * Step 4: the purchase order, one version at a time (every version kept, with who made it and
 * when), by item (merged across rooms) or by room, with its cost and a PDF for the warehouse.
 */
export function OrderFormStep({ data }: { data: AdminProject }) {
  const { t } = useTranslation('adminProjects');
  const styles = useStyles();
  const formatDate = useFormatDate('date-time');
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [view, setView] = useState<OrderView>('item');
  const orders = data.purchaseOrders;
  const order = orders.find((candidate) => candidate.id === chosenId) ?? orders[0];
  if (order === undefined) return <Text>{t('order.none', { name: data.project.name })}</Text>;
  const versionLabel = (candidate: LocalRow<'purchaseOrders'>) => {
    const maker = data.users.get(candidate.createdById);
    return t('order.version', {
      number: candidate.number,
      reason: t(orderReasonKeys[candidate.reason]),
      mode: t(orderModeKeys[candidate.mode]),
      who: maker ? userName(maker) : candidate.createdById,
      when: formatDate(candidate.createdAt),
    });
  };
  return (
    <div className={styles.root}>
      <div className={styles.bar}>
        <Field label={t('order.history')}>
          <Select value={order.id} onChange={(_, selected) => setChosenId(selected.value)}>
            {orders.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {versionLabel(candidate)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('order.view')}>
          <RadioGroup
            layout="horizontal"
            value={view}
            onChange={(_, selected) => setView(orderViews.find((v) => v === selected.value) ?? 'item')}
          >
            {orderViews.map((value) => (
              <Radio key={value} value={value} label={t(orderViewKeys[value])} />
            ))}
          </RadioGroup>
        </Field>
      </div>
      <Text role="status">{versionLabel(order)}</Text>
      <OrderDownloadButton data={data} order={order} version={versionLabel(order)} />
      <OrderComments comments={data.project.purchaseOrderComments} />
      {view === 'item' ? <ByItem order={order} /> : <ByRoom order={order} />}
      <OrderTotalsView lines={order.lines} />
    </div>
  );
}

/** What the warehouse is told besides the lines, as the PDF and the ERP order carry it. */
function OrderComments({ comments }: { comments: string }) {
  const { t } = useTranslation('adminProjects');
  const styles = useStyles();
  const text = comments.trim();
  return (
    <section aria-label={t('order.comments.heading')}>
      <Text as="h3" weight="semibold">
        {t('order.comments.heading')}
      </Text>
      <Text as="p" className={styles.comments}>
        {text === '' ? t('order.comments.none') : text}
      </Text>
    </section>
  );
}

function ByItem({ order }: { order: LocalRow<'purchaseOrders'> }) {
  const { t } = useTranslation('adminProjects');
  const formatMoney = useFormatMoney();
  return (
    <StackedTable
      label={t('order.by_item_label', { number: order.number })}
      columns={[
        t('quote.columns.item'),
        t('order.sku'),
        t('quote.columns.quantity'),
        t('quote.columns.price'),
        t('order.columns.total'),
        t('order.rooms'),
      ]}
      rows={itemsMerged(order.lines, roomKindNames(t)).map((item) => ({
        key: item.key,
        cells: [
          item.name,
          item.sku,
          String(item.quantity),
          formatMoney(item.unitPriceCents),
          formatMoney(orderLineAmounts(item).exclVatCents),
          item.rooms.join(', '),
        ],
      }))}
    />
  );
}

function ByRoom({ order }: { order: LocalRow<'purchaseOrders'> }) {
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
            columns={[
              t('quote.columns.item'),
              t('order.sku'),
              t('quote.columns.quantity'),
              t('quote.columns.price'),
              t('order.columns.total'),
              t('quote.columns.notes'),
            ]}
            rows={group.lines.map((line) => ({
              key: line.lineId,
              cells: [
                line.name,
                line.sku,
                String(line.quantity),
                formatMoney(line.unitPriceCents),
                formatMoney(orderLineAmounts(line).exclVatCents),
                line.notes,
              ],
            }))}
          />
        </section>
      ))}
    </>
  );
}
