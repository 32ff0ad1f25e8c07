import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  input: { flexGrow: 1 },
  gallery: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    overflowX: 'auto',
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  thumbnail: {
    width: '6rem',
    height: '6rem',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
});

/** Image links edited one per line, with a small gallery of what they show (the first is the thumbnail). */
export function ImageLinksField({
  images,
  onChange,
  message,
  itemName,
}: {
  images: readonly string[];
  onChange: (images: string[]) => void;
  message?: string | undefined;
  itemName: string;
}) {
  const { t } = useTranslation('catalogue');
  const styles = useStyles();
  const replace = (index: number, value: string) =>
    onChange(images.map((image, i) => (i === index ? value : image)));
  // A link on the web, or a picture kept in the link itself (the demo catalogue's drawings).
  const shown = images.filter((image) => /^(https?:\/\/|data:image\/)/.test(image.trim()));

  return (
    <div className={styles.root}>
      {images.map((image, index) => (
        <div key={index} className={styles.row}>
          <Field
            label={t('images.link', { position: index + 1 })}
            className={styles.input}
            validationMessage={index === 0 ? message : undefined}
          >
            <Input type="url" value={image} onChange={(_, data) => replace(index, data.value)} />
          </Field>
          <Button
            icon={<DeleteRegular />}
            aria-label={t('images.remove', { position: index + 1 })}
            onClick={() => onChange(images.filter((_, i) => i !== index))}
          />
        </div>
      ))}
      <div>
        <Button icon={<AddRegular />} onClick={() => onChange([...images, ''])}>
          {t('images.add')}
        </Button>
      </div>
      {shown.length > 0 && (
        <ul className={styles.gallery} aria-label={t('images.gallery')}>
          {shown.map((image, index) => (
            <li key={`${index}-${image}`}>
              <img
                className={styles.thumbnail}
                src={image}
                alt={t('images.alt', { name: itemName, position: index + 1 })}
                loading="lazy"
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
