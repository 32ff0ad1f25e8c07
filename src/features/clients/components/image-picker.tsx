import { Button, Caption1, Label } from '@fluentui/react-components';
import { useImageFieldStyles } from '../../../ui/image-field-styles';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientImage } from '../../../lib/use-client-image';
import { useOnline } from '../../../lib/use-online';
import { FileButton } from '../../../ui/file-button';
import { uploadClientImage } from '../actions/upload-client-image';
import type { clientImageMaxSide } from '../../../domain/organisations/client-image.schema';

/**
 * A client's picture: its preview, a file button that resizes and uploads the chosen file (online
 * only, and it says so), and "Remove". The path goes into the form; Save stores it.
 */
export function ImagePicker({
  clientId,
  label,
  alt,
  use,
  path,
  onChange,
}: {
  clientId: string;
  label: string;
  alt: string;
  use: keyof typeof clientImageMaxSide;
  path: string | null;
  onChange: (path: string | null) => void;
}) {
  const { t } = useTranslation('clients');
  const styles = useImageFieldStyles();
  const id = useId();
  const online = useOnline();
  const image = useClientImage(path);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const pick = async ([file]: File[]) => {
    if (file === undefined) return;
    setBusy(true);
    const outcome = await uploadClientImage(clientId, file, use);
    setBusy(false);
    if (outcome.ok) {
      setError(null);
      onChange(outcome.path);
    } else setError(t(outcome.messageKey));
  };

  return (
    <div className={styles.root}>
      <Label htmlFor={id}>{label}</Label>
      <div className={styles.row}>
        {image && <img src={image} alt={alt} className={styles.preview} />}
        <FileButton
          id={id}
          label={label}
          text={t('common:file.choose_picture')}
          accept="image/png,image/jpeg,image/webp"
          disabled={!online || busy}
          showChosen
          onFiles={(files) => void pick(files)}
        />
        {path !== null && (
          <Button onClick={() => onChange(null)}>{t('customize.remove_image', { label })}</Button>
        )}
      </div>
      {!online && <Caption1>{t('customize.upload_offline')}</Caption1>}
      {error && (
        <Caption1 role="alert" className={styles.error}>
          {error}
        </Caption1>
      )}
    </div>
  );
}
