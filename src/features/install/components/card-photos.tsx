import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { CameraRegular } from '@fluentui/react-icons';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDatabase } from '../../../db/database-context';
import type { LocalRow } from '../../../db/database';
import { useMutate } from '../../../sync/sync-context';
import { addCardPhoto } from '../actions/add-photo';
import { PhotoThumbnail } from './photo-thumbnail';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  add: { minHeight: '44px' },
  input: { position: 'absolute', width: '1px', height: '1px', opacity: 0, overflow: 'hidden' },
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
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [message, setMessage] = useState<string | undefined>();

  async function onFiles(files: FileList | null) {
    for (const file of files ?? []) {
      const result = await addCardPhoto(db, mutate, cardId, file);
      setMessage(result.ok ? undefined : t(result.messageKey));
    }
    if (input.current) input.current.value = '';
    onQueued();
  }

  return (
    <div className={styles.root}>
      {photos.map((photo, index) => (
        <PhotoThumbnail key={photo.id} attachment={photo} alt={t('photo.alt', { index: index + 1 })} />
      ))}
      <input
        ref={input}
        id={inputId}
        className={styles.input}
        type="file"
        accept="image/*"
        capture="environment"
        aria-label={t('photo.add')}
        tabIndex={-1}
        onChange={(event) => void onFiles(event.target.files)}
      />
      <Button
        className={styles.add}
        size="large"
        icon={<CameraRegular />}
        onClick={() => input.current?.click()}
      >
        {t('photo.add')}
      </Button>
      {message && <Text role="alert">{message}</Text>}
    </div>
  );
}
