import { makeStyles, Subtitle1, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useRoomLabel } from '../../../i18n/room-labels';
import type { LocalRow } from '../../../db/database';
import { cardStateKeys, problemStatusKeys } from '../../../i18n/card-labels';
import { cardState } from '../../../lib/intervention-card-state';
import type { DetailRoom } from '../hooks/use-intervention-detail';
import { AdminPhoto } from './admin-photo';
import { StackedTable } from '../../../ui/stacked-table';

const useStyles = makeStyles({
  photos: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

/** A room's lines: state, quantities, problem, notes, photos. */
export function RoomLines({
  room,
  furniture,
  photos,
}: {
  room: DetailRoom;
  furniture: ReadonlyMap<string, LocalRow<'furniture'>>;
  photos: ReadonlyMap<string, LocalRow<'attachments'>[]>;
}) {
  const { t } = useTranslation('interventions');
  const styles = useStyles();
  const roomLabel = useRoomLabel();
  const name = roomLabel(room.room);
  return (
    <section aria-label={name}>
      <Subtitle1 as="h2">{name}</Subtitle1>
      <StackedTable
        label={name}
        size="small"
        columns={[
          t('lines.item'),
          t('lines.state'),
          t('lines.asked'),
          t('lines.checked'),
          t('lines.problem'),
          t('lines.notes'),
          t('lines.photos'),
        ]}
        rows={room.items.map(({ line, card }) => {
          const item = line.furnitureId ? furniture.get(line.furnitureId) : undefined;
          const name = item?.name ?? t('lines.unknown_item');
          const cardPhotos = photos.get(card.id) ?? [];
          return {
            key: card.id,
            cells: [
              name,
              t(cardStateKeys[cardState(card)]),
              card.quantityAsked,
              card.quantityChecked,
              card.problemStatus === 'none' ? '' : t(problemStatusKeys[card.problemStatus]),
              card.notes,
              cardPhotos.length === 0 ? (
                ''
              ) : (
                <span key="photos" className={styles.photos}>
                  {cardPhotos.map((photo, index) => (
                    <AdminPhoto
                      key={photo.id}
                      attachment={photo}
                      alt={t('lines.photo_alt', { name, index: index + 1 })}
                    />
                  ))}
                </span>
              ),
            ],
          };
        })}
      />
    </section>
  );
}
