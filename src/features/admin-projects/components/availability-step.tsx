import { Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../i18n/use-format';
import { StackedTable } from '../../../ui/stacked-table';
import { lineName, type AdminProject } from '../hooks/use-admin-project';
import { availabilityKeys } from '../../../i18n/project-labels';
import { changeKeys } from '../lib/labels';

/**
 * Step 3: each line's stock availability (the ERP fills it), with its expected date or remaining
 * quantity; a line without one has not been checked yet.
 */
export function AvailabilityStep({ data }: { data: AdminProject }) {
  const { t } = useTranslation(['adminProjects', 'projectDetail']);
  const formatDate = useFormatDate('date');
  const roomNames = new Map(data.rooms.map((room) => [room.id, room.name]));
  if (data.lines.length === 0) return <Text>{t('quote.no_lines')}</Text>;
  return (
    <StackedTable
      label={t('availability.label')}
      columns={[
        t('quote.columns.item'),
        t('quote.columns.room'),
        t('quote.columns.quantity'),
        t('availability.state'),
        t('availability.detail'),
        t('availability.change'),
      ]}
      rows={data.lines.map((line) => ({
        key: line.id,
        cells: [
          lineName(line, data),
          roomNames.get(line.roomId) ?? '',
          String(line.quantity),
          line.availability === null ? t('availability.unchecked') : t(availabilityKeys[line.availability]),
          line.availabilityDate !== null
            ? t('projectDetail:availability.expected', { date: formatDate(line.availabilityDate) })
            : line.availableQuantity !== null
              ? t('projectDetail:availability.remaining', { count: line.availableQuantity })
              : '',
          line.unavailability === null ? '' : t(changeKeys[line.unavailability.change]),
        ],
      }))}
    />
  );
}
