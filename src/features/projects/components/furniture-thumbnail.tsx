import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ImageRegular } from '@fluentui/react-icons';

const useStyles = makeStyles({
  box: {
    width: '3.5rem',
    height: '3.5rem',
    flexShrink: 0,
    borderRadius: tokens.borderRadiusMedium,
    objectFit: 'contain',
  },
  placeholder: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase600,
  },
});

/** A furniture's first picture, or a placeholder; decorative, as its name is shown beside it. */
export function FurnitureThumbnail({ image }: { image: string | undefined }) {
  const styles = useStyles();
  if (image) return <img className={styles.box} src={image} alt="" />;
  return (
    <span className={mergeClasses(styles.box, styles.placeholder)} aria-hidden="true">
      <ImageRegular />
    </span>
  );
}
