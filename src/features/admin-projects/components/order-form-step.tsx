import { Field, makeStyles, Radio, RadioGroup, Select, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalRow } from '../../../db/database';
import { useFormatDate } from '../../../i18n/use-format';
import type { AdminProject } from '../hooks/use-admin-project';
import { userName } from '../hooks/use-admin-projects';
import { orderViews, type OrderView } from '../lib/order-views';
import { orderModeKeys, orderReasonKeys, orderViewKeys } from '../lib/labels';
import { OrderComments } from './order-comments';
import { OrderDownloadButton } from './order-download-button';
import { OrderByItem, OrderByRoom } from './order-line-tables';
import { OrderTotalsView } from './order-totals-view';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'end' },
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
      {view === 'item' ? <OrderByItem order={order} /> : <OrderByRoom order={order} />}
      <OrderTotalsView lines={order.lines} />
    </div>
  );
}
