import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { CameraRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDatabase } from '../../../db/database-context';
import type { LocalRow } from '../../../db/database';
import { useMutate } from '../../../sync/sync-context';
import { addCardPhoto } from '../actions/add-photo';
import { FileButton } from '../../../ui/file-button';
import { PhotoThumbnail } from './photo-thumbnail';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  add: { minHeight: '44px' },
});

/** The card's photos (from this device's copies) and the camera button. */
export function CardPhotos({
  cardId,
  photos,
  onQueued,
}: {
  cardId: string;
  photos: LocalRow<'attachments'>[];
  onQueued: () => void;
}) {
  const { t } = useTranslation('install');
  const styles = useStyles();
  const db = useDatabase();
  const mutate = useMutate();
  const [message, setMessage] = useState<string | undefined>();

  async function onFiles(files: File[]) {
    for (const file of files) {
      const result = await addCardPhoto(db, mutate, cardId, file);
      setMessage(result.ok ? undefined : t(result.messageKey));
    }
    onQueued();
  }

  return (
    <div className={styles.root}>
      {photos.map((photo, index) => (
        <PhotoThumbnail key={photo.id} attachment={photo} alt={t('photo.alt', { index: index + 1 })} />
      ))}
      <FileButton
        className={styles.add}
        size="large"
        icon={<CameraRegular />}
        label={t('photo.add')}
        text={t('photo.add')}
        accept="image/*"
        capture="environment"
        onFiles={(files) => void onFiles(files)}
      />
      {message && <Text role="alert">{message}</Text>}
    </div>
  );
}
