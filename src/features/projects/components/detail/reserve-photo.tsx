import { Link, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { LocalRow } from '../../../../db/database';
import { useAttachmentUrl } from '../../../../lib/use-attachment-url';

const useStyles = makeStyles({
  image: {
    display: 'block',
    width: '96px',
    height: '96px',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusMedium,
  },
});

/**
 * A photo of a reserve, opening full size in a new tab. The bytes come from the server (the client
 * did not take them), so offline it says the photo shows once the connection is back.
 */
export function ReservePhoto({ photo, alt }: { photo: LocalRow<'attachments'>; alt: string }) {
  const { t } = useTranslation('projectDetail');
  const styles = useStyles();
  const image = useAttachmentUrl(photo.id, photo.uploadedAt !== null);
  switch (image.status) {
    case 'ready':
      return (
        <Link href={image.url} target="_blank" rel="noreferrer">
          <img className={styles.image} src={image.url} alt={alt} />
        </Link>
      );
    case 'loading':
      return <Text size={200}>{t('reserves.photo_loading')}</Text>;
    case 'missing':
      return (
        <Text size={200}>
          {photo.uploadedAt ? t('reserves.photo_offline') : t('reserves.photo_not_uploaded')}
        </Text>
      );
    default:
      return image satisfies never;
  }
}
