import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { BoxMultipleRegular, ImageRegular } from '@fluentui/react-icons';

const useStyles = makeStyles({
  picture: { borderRadius: tokens.borderRadiusMedium },
  thumbnail: {
    width: '3.5rem',
    height: '3.5rem',
    flexShrink: 0,
    objectFit: 'contain',
    fontSize: tokens.fontSizeBase600,
  },
  card: { width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', fontSize: tokens.fontSizeHero800 },
  placeholder: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground3,
  },
});

/**
 * A catalogue item's picture (a furniture's, a pack's, a range's) or a placeholder in its place:
 * a small square beside a line or in a list, or the top of an offer's card. Decorative, as the
 * item's name is shown beside it.
 */
export function CataloguePicture({
  image,
  size,
  className,
}: {
  image: string | undefined;
  size: 'thumbnail' | 'card';
  className?: string;
}) {
  const styles = useStyles();
  if (image)
    return <img className={mergeClasses(styles.picture, styles[size], className)} src={image} alt="" />;
  return (
    <span
      className={mergeClasses(styles.picture, styles[size], styles.placeholder, className)}
      aria-hidden="true"
    >
      {size === 'card' ? <BoxMultipleRegular /> : <ImageRegular />}
    </span>
  );
}
