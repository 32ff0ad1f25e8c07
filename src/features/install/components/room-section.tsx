import { Button, makeStyles, Subtitle1, Text, tokens } from '@fluentui/react-components';
import { CheckmarkCircleRegular } from '@fluentui/react-icons';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalRow, PhotoStatus } from '../../../db/database';
import { countStates } from '../../../lib/intervention-card-state';
import { useMutate } from '../../../sync/sync-context';
import { verifyRoom } from '../actions/card-actions';
import type { InstallRoomData } from '../hooks/use-install-data';
import type { PendingWork } from '../hooks/use-pending-cards';
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
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
});

/** One room: its counts, "verify all" in one tap, then each line. */
export function RoomSection({
  data,
  interventionId,
  furniture,
  photos,
  photoBlobs,
  pending,
  onPhotoQueued,
}: {
  data: InstallRoomData;
  interventionId: string;
  furniture: ReadonlyMap<string, LocalRow<'furniture'>>;
  photos: ReadonlyMap<string, LocalRow<'attachments'>[]>;
  photoBlobs: ReadonlyMap<string, PhotoStatus>;
  pending: PendingWork;
  onPhotoQueued: () => void;
}) {
  const { t } = useTranslation('install');
  const styles = useStyles();
  const mutate = useMutate();
  const headingId = useId();
  const [message, setMessage] = useState<string | undefined>();
  const counts = countStates(data.items.map((item) => item.card));
  const roomPending = pending.roomIds.has(data.room.id);

  async function onVerifyAll() {
    const result = await verifyRoom(mutate, interventionId, data.room.id);
    setMessage(result.ok ? undefined : t(result.messageKey));
  }

  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <div className={styles.header}>
        <Subtitle1 as="h2" id={headingId}>
          {data.room.name}
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
        {message && <Text role="alert">{message}</Text>}
      </div>
      <ol className={styles.list}>
        {data.items.map(({ line, card }, index) => {
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
