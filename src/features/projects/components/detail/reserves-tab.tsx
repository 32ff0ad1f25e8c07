import { Badge, makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoomLabel } from '../../../../i18n/room-labels';
import { problemStatusKeys } from '../../../../i18n/card-labels';
import type { ProjectDetailWork } from '../../hooks/use-project-detail-work';
import type { ProjectDraft } from '../../hooks/use-project-draft';
import { useLineItem } from './item-name';
import { projectReserves } from './reserves';
import { ReservePhoto } from './reserve-photo';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    paddingBlock: tokens.spacingVerticalM,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  heading: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  photos: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  notes: { overflowWrap: 'anywhere' },
});

/** The problems found when the furniture was checked and installed, with their status and photos. */
export function ReservesTab({ draft, work }: { draft: ProjectDraft; work: ProjectDetailWork }) {
  const { t } = useTranslation('projectDetail');
  const styles = useStyles();
  const reserves = useMemo(() => projectReserves(draft.lines, work.cards), [draft.lines, work.cards]);
  const lineItem = useLineItem(draft);
  const roomLabel = useRoomLabel();
  const roomNames = new Map(draft.rooms.map((room) => [room.id, roomLabel(room)]));
  if (reserves.length === 0) return <Text>{t('reserves.empty')}</Text>;
  return (
    <ul className={styles.list} aria-label={t('reserves.list_label')}>
      {reserves.map((reserve) => {
        const { name } = lineItem(reserve.line);
        const photos = work.photos.get(reserve.ownerId) ?? [];
        return (
          <li key={reserve.ownerId} className={styles.item} aria-label={name}>
            <div className={styles.heading}>
              <Subtitle2 as="h3">{name}</Subtitle2>
              <Badge appearance="tint" color="danger">
                {t(problemStatusKeys[reserve.status])}
              </Badge>
            </div>
            <Text size={200}>{t('reserves.room', { name: roomNames.get(reserve.line.roomId) ?? '' })}</Text>
            {reserve.notes !== '' && <Text className={styles.notes}>{reserve.notes}</Text>}
            {photos.length > 0 && (
              <div className={styles.photos}>
                {photos.map((photo, index) => (
                  <ReservePhoto
                    key={photo.id}
                    photo={photo}
                    alt={t('reserves.photo_alt', { name, index: index + 1 })}
                  />
                ))}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
