import { Button, Caption1, Label } from '@fluentui/react-components';
import { useImageFieldStyles } from '../../../ui/image-field-styles';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileButton } from '../../../ui/file-button';
import { readLogo } from '../actions/read-logo';

/** The business's logo: its preview, a file button that resizes the chosen picture on the device, and "Remove". */
export function LogoField({
  value,
  message,
  onChange,
}: {
  value: string | null;
  message: string | undefined;
  onChange: (logo: string | null) => void;
}) {
  const { t } = useTranslation('admin');
  const styles = useImageFieldStyles();
  const id = useId();
  const [error, setError] = useState<string | null>(null);

  const pick = async ([file]: File[]) => {
    if (file === undefined) return;
    const reading = await readLogo(file);
    if (reading.ok) {
      setError(null);
      onChange(reading.dataUrl);
    } else setError(t(reading.messageKey));
  };
  const shown = error ?? message;

  return (
    <div className={styles.root}>
      <Label htmlFor={id}>{t('business.logo')}</Label>
      <div className={styles.row}>
        {value !== null && <img src={value} alt={t('business.logo_alt')} className={styles.preview} />}
        <FileButton
          id={id}
          label={t('business.logo')}
          text={t('common:file.choose_picture')}
          accept="image/png,image/jpeg,image/webp"
          showChosen
          onFiles={(files) => void pick(files)}
        />
        {value !== null && <Button onClick={() => onChange(null)}>{t('business.logo_remove')}</Button>}
      </div>
      <Caption1>{t('business.logo_hint')}</Caption1>
      {shown !== undefined && shown !== null && (
        <Caption1 role="alert" className={styles.error}>
          {shown}
        </Caption1>
      )}
    </div>
  );
}
