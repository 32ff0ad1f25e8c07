import {
  makeStyles,
  Subtitle1,
  Table,
  TableBody,
  TableCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { LocalRow } from '../../../db/database';
import { cardStateKeys, problemStatusKeys } from '../../../i18n/card-labels';
import { cardState } from '../../../lib/intervention-card-state';
import { TableHead } from '../../../ui/table-head';
import type { DetailRoom } from '../hooks/use-intervention-detail';
import { AdminPhoto } from './admin-photo';

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
  return (
    <section aria-label={room.room.name}>
      <Subtitle1 as="h2">{room.room.name}</Subtitle1>
      <Table aria-label={room.room.name} size="small">
        <TableHead
          columns={[
            t('lines.item'),
            t('lines.state'),
            t('lines.asked'),
            t('lines.checked'),
            t('lines.problem'),
            t('lines.notes'),
            t('lines.photos'),
          ]}
        />
        <TableBody>
          {room.items.map(({ line, card }) => {
            const item = line.furnitureId ? furniture.get(line.furnitureId) : undefined;
            const name = item?.name ?? t('lines.unknown_item');
            return (
              <TableRow key={card.id}>
                <TableCell>{name}</TableCell>
                <TableCell>{t(cardStateKeys[cardState(card)])}</TableCell>
                <TableCell>{card.quantityAsked}</TableCell>
                <TableCell>{card.quantityChecked}</TableCell>
                <TableCell>
                  {card.problemStatus === 'none' ? '' : t(problemStatusKeys[card.problemStatus])}
                </TableCell>
                <TableCell>{card.notes}</TableCell>
                <TableCell>
                  <span className={styles.photos}>
                    {(photos.get(card.id) ?? []).map((photo, index) => (
                      <AdminPhoto
                        key={photo.id}
                        attachment={photo}
                        alt={t('lines.photo_alt', { name, index: index + 1 })}
                      />
                    ))}
                  </span>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </section>
  );
}
