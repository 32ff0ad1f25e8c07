import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { LocalRow } from '../../../db/database';
import { useAttachmentUrl } from '../../../lib/use-attachment-url';

const useStyles = makeStyles({
  image: { width: '64px', height: '64px', objectFit: 'cover', borderRadius: tokens.borderRadiusMedium },
});

/** A photo's thumbnail, once its bytes reached the server. */
export function AdminPhoto({ attachment, alt }: { attachment: LocalRow<'attachments'>; alt: string }) {
  const { t } = useTranslation('interventions');
  const styles = useStyles();
  const image = useAttachmentUrl(attachment.id, attachment.uploadedAt !== null);
  switch (image.status) {
    case 'ready':
      return <img className={styles.image} src={image.url} alt={alt} />;
    case 'loading':
      return <Text size={200}>{t('photos.loading')}</Text>;
    case 'missing':
      return <Text size={200}>{attachment.uploadedAt ? t('photos.offline') : t('photos.not_uploaded')}</Text>;
    default:
      return image satisfies never;
  }
}
