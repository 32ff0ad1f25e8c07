import { makeStyles } from '@fluentui/react-components';
import { useImagesThroughWorker } from '../hooks/use-images-through-worker';

const useStyles = makeStyles({
  image: { width: '56px', height: '56px', objectFit: 'contain', flexShrink: 0 },
});

/**
 * A line's furniture image, loaded as the line comes near the screen: the worker stores every image
 * for the cellar anyway (src/sync/photos/image-downloads.ts), and 300 loading at once slowed that
 * down. Its place is kept while the worker is not yet in control.
 */
export function LineImage({ src }: { src: string }) {
  const styles = useStyles();
  const show = useImagesThroughWorker();
  return show ? (
    <img className={styles.image} src={src} alt="" loading="lazy" />
  ) : (
    <span className={styles.image} aria-hidden="true" />
  );
}
