import { Subtitle1, Text } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoomLabel } from '../../../i18n/room-labels';
import { problemStatusKeys } from '../../../i18n/card-labels';
import { useFormatDate } from '../../../i18n/use-format';
import type { LocalRow } from '../../../db/database';
import { isProblemStatus } from '../../../domain/enums';
import type { CardHistoryEntry, CardHistoryField } from '../../../domain/interventions/card-history.schema';
import type { DetailRoom } from '../hooks/use-intervention-detail';
import { useCardHistory } from '../hooks/use-card-history';
import { StackedTable } from '../../../ui/stacked-table';

const fieldKeys = {
  checked: 'interventions:history.field.checked',
  quantityChecked: 'interventions:history.field.quantityChecked',
  returnedToWarehouse: 'interventions:history.field.returnedToWarehouse',
  problemStatus: 'interventions:history.field.problemStatus',
  notes: 'interventions:history.field.notes',
} as const satisfies Record<CardHistoryField, string>;

/**
 * Who changed what, when (device time and time received) and from which device. Online only; it
 * follows each change synced to this device.
 */
export function HistoryPanel({
  purchaseOrderId,
  rooms,
  furniture,
}: {
  purchaseOrderId: string;
  rooms: DetailRoom[];
  furniture: ReadonlyMap<string, LocalRow<'furniture'>>;
}) {
  const { t } = useTranslation('interventions');
  const history = useCardHistory(purchaseOrderId);
  const time = useFormatDate('date-seconds');
  const roomLabel = useRoomLabel();
  const lineNames = useMemo(() => {
    const names = new Map<string, string>();
    for (const room of rooms)
      for (const { line, card } of room.items)
        names.set(
          card.id,
          `${roomLabel(room.room)} · ${(line.furnitureId && furniture.get(line.furnitureId)?.name) || ''}`,
        );
    return names;
  }, [rooms, furniture, roomLabel]);

  const value = (entry: CardHistoryEntry, raw: unknown) => {
    if (entry.field === 'problemStatus' && isProblemStatus(raw)) return t(problemStatusKeys[raw]);
    if (typeof raw === 'boolean') return raw ? t('history.yes') : t('history.no');
    return raw === null || raw === undefined ? '' : String(raw);
  };
  const who = (entry: CardHistoryEntry) =>
    entry.actor.kind === 'installer'
      ? t('history.installer', { id: entry.actor.linkId.slice(-6) })
      : t('history.user', { id: entry.actor.userId.slice(-6) });

  return (
    <section aria-label={t('history.title')}>
      <Subtitle1 as="h2">{t('history.title')}</Subtitle1>
      {history.status === 'loading' && <Text>{t('loading')}</Text>}
      {history.status === 'offline' && <Text>{t('history.offline')}</Text>}
      {history.status === 'failed' && <Text>{t('history.failed')}</Text>}
      {history.status === 'loaded' &&
        (history.data.length === 0 ? (
          <Text>{t('history.empty')}</Text>
        ) : (
          <StackedTable
            label={t('history.title')}
            size="small"
            columns={[
              t('history.received'),
              t('history.device_time'),
              t('history.line'),
              t('history.change'),
              t('history.who'),
              t('history.device'),
            ]}
            rows={history.data.map((entry) => ({
              key: entry.id,
              cells: [
                time(entry.receivedAt),
                time(entry.deviceTime),
                lineNames.get(entry.cardId) ?? entry.cardId,
                t('history.field_change', {
                  field: t(fieldKeys[entry.field]),
                  from: value(entry, entry.oldValue),
                  to: value(entry, entry.newValue),
                }),
                who(entry),
                entry.clientId?.slice(-8) ?? '',
              ],
            }))}
          />
        ))}
    </section>
  );
}
