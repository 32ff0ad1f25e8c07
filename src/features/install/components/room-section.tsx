import { Button, makeStyles, Subtitle1, Text, tokens } from '@fluentui/react-components';
import { CheckmarkCircleRegular } from '@fluentui/react-icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoomLabel } from '../../../i18n/room-labels';
import type { LocalRow, PhotoStatus } from '../../../db/database';
import { countStates } from '../../../lib/intervention-card-state';
import type { InstallRoomData } from '../hooks/use-install-data';
import type { PendingWork } from '../hooks/use-pending-cards';
import { useVerifyRoom } from '../hooks/use-verify-room';
import { LineCard } from './line-card';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    paddingTop: tokens.spacingVerticalL,
    borderTop: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralStroke1}`,
  },
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  verifyAll: { minHeight: '48px', width: '100%' },
  done: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
});

/** One room: its counts, "verify all" in one tap, then each line (the first `drawnLines` while the page draws them). */
export function RoomSection({
  data,
  drawnLines,
  interventionId,
  furniture,
  photos,
  photoBlobs,
  pending,
  onPhotoQueued,
}: {
  data: InstallRoomData;
  drawnLines: number;
  interventionId: string;
  furniture: ReadonlyMap<string, LocalRow<'furniture'>>;
  photos: ReadonlyMap<string, LocalRow<'attachments'>[]>;
  photoBlobs: ReadonlyMap<string, PhotoStatus>;
  pending: PendingWork;
  onPhotoQueued: () => void;
}) {
  const { t } = useTranslation('install');
  const roomLabel = useRoomLabel();
  const styles = useStyles();
  const headingId = useId();
  const { message, verified, onVerifyAll, onUndo } = useVerifyRoom(interventionId, data);
  const counts = countStates(data.items.map((item) => item.card));
  const roomPending = pending.roomIds.has(data.room.id);

  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <div className={styles.header}>
        <Subtitle1 as="h2" id={headingId}>
          {roomLabel(data.room)}
        </Subtitle1>
        <Text>{t('room.left', { count: counts.remaining, total: data.items.length })}</Text>
        <Button
          className={styles.verifyAll}
          size="large"
          appearance="primary"
          icon={<CheckmarkCircleRegular />}
          onClick={() => void onVerifyAll()}
        >
          {t('room.verify_all')}
        </Button>
        {verified !== null && (
          <div className={styles.done} role="status">
            <Text>
              {t('room.verified', { count: verified.before.length })}
              {verified.kept > 0 && ` ${t('room.kept_problems', { count: verified.kept })}`}
            </Text>
            {verified.before.length > 0 && (
              <Button appearance="secondary" onClick={() => void onUndo()}>
                {t('room.undo')}
              </Button>
            )}
          </div>
        )}
        {message && <Text role="alert">{message}</Text>}
      </div>
      <ol className={styles.list}>
        {data.items.slice(0, drawnLines).map(({ line, card }, index) => {
          const cardPhotos = photos.get(card.id) ?? [];
          return (
            <LineCard
              key={card.id}
              index={index + 1}
              card={card}
              furniture={line.furnitureId ? furniture.get(line.furnitureId) : undefined}
              photos={cardPhotos}
              photosKey={cardPhotos
                .map((photo) => `${photo.id}:${photoBlobs.get(photo.id) ?? 'remote'}`)
                .join(',')}
              pending={roomPending || pending.cardIds.has(card.id)}
              onPhotoQueued={onPhotoQueued}
            />
          );
        })}
      </ol>
    </section>
  );
}
