import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useRoomLabel } from '../../../i18n/room-labels';
import { useAvailabilityDetail } from '../../../i18n/use-availability-detail';
import { StackedTable } from '../../../ui/stacked-table';
import { lineName, type AdminProject } from '../hooks/use-admin-project';
import { availabilityKeys } from '../../../i18n/project-labels';
import type { Actor } from '../../../domain/mutators/transaction';
import { officeActionRefusal } from '../../../domain/projects/status-machine';
import { changeKeys } from '../lib/labels';
import type { LineUnavailability } from '../../../domain/entities/purchase-order-line.schema';
import { exhaustive } from '../../../domain/enums';
import { ErpRefreshBar } from './erp-refresh-bar';
import { UnavailabilityDialog } from './unavailability-dialog';

const useStyles = makeStyles({
  step: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/**
 * Step 3: each line's stock availability (the ERP fills it), with its expected date or remaining
 * quantity; a line without one has not been checked yet. From validation on, the office reads
 * the states from the ERP again (registered orders only) and records what it orders instead of each line.
 */
export function AvailabilityStep({ data, actor }: { data: AdminProject; actor: Actor | null }) {
  const { t } = useTranslation(['adminProjects', 'projectDetail']);
  const detailOf = useAvailabilityDetail();
  const styles = useStyles();
  const roomLabel = useRoomLabel();
  const roomNames = new Map(data.rooms.map((room) => [room.id, roomLabel(room)]));
  if (data.lines.length === 0) return <Text>{t('quote.no_lines')}</Text>;
  const officeChange = (change: LineUnavailability | null): string => {
    if (change === null) return '';
    switch (change.change) {
      case 'replace': {
        const id = change.furnitureId ?? '';
        return t('availability.replaced_by', { name: data.furniture.get(id)?.name ?? id });
      }
      case 'reduce':
        return t('availability.reduced_to', { count: change.quantity ?? 0 });
      case 'remove':
        return t(changeKeys.remove);
      default:
        return exhaustive(change.change);
    }
  };
  const editable =
    actor !== null && officeActionRefusal(actor, data.project, 'recordUnavailability') === null;
  const latest = data.purchaseOrders[0];
  return (
    <div className={styles.step}>
      {latest !== undefined && latest.mode !== 'withoutErp' && (
        <ErpRefreshBar projectId={data.project.id} orders={data.purchaseOrders} />
      )}
      <StackedTable
        label={t('availability.label')}
        columns={[
          t('quote.columns.item'),
          t('quote.columns.room'),
          t('quote.columns.quantity'),
          t('availability.state'),
          t('availability.detail'),
          t('availability.change'),
          ...(editable ? [t('availability.manage')] : []),
        ]}
        rows={data.lines.map((line) => ({
          key: line.id,
          cells: [
            lineName(line, data),
            roomNames.get(line.roomId) ?? '',
            String(line.quantity),
            line.availability === null ? t('availability.unchecked') : t(availabilityKeys[line.availability]),
            detailOf(line) ?? '',
            officeChange(line.unavailability),
            ...(editable
              ? [
                  <UnavailabilityDialog
                    key="manage"
                    line={line}
                    name={lineName(line, data)}
                    furniture={line.furnitureId === null ? undefined : data.furniture.get(line.furnitureId)}
                    client={data.client}
                    actor={actor}
                  />,
                ]
              : []),
          ],
        }))}
      />
    </div>
  );
}
