import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { LocalRow } from '../../../db/database';
import { useBlobImage } from '../hooks/use-blob-image';
import { usePhotoBlob } from '../hooks/use-photo-blob';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalXXS },
  image: { width: '72px', height: '72px', objectFit: 'cover', borderRadius: tokens.borderRadiusMedium },
  missing: {
    width: '72px',
    height: '72px',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: tokens.colorNeutralBackground3,
  },
});

/** A photo from this device's copy, with whether the office has it yet. */
export function PhotoThumbnail({ attachment, alt }: { attachment: LocalRow<'attachments'>; alt: string }) {
  const { t } = useTranslation('install');
  const styles = useStyles();
  const photo = usePhotoBlob(attachment.id);
  const blob = photo?.blob;
  const image = useBlobImage(blob);
  // This device's queue has the server's receipt; the row's uploadedAt follows with the next pull.
  const uploaded = attachment.uploadedAt !== null || photo?.status === 'uploaded';
  return (
    <figure className={styles.root}>
      {blob ? (
        <img ref={image} className={styles.image} alt={alt} />
      ) : (
        <span className={styles.missing}>{alt}</span>
      )}
      <Text size={200}>{uploaded ? t('photo.uploaded') : t('photo.waiting')}</Text>
    </figure>
  );
}
