import { makeStyles } from '@fluentui/react-components';
import { useImageTaken } from '../hooks/use-image-taken';
import { useImagesThroughWorker } from '../hooks/use-images-through-worker';

const useStyles = makeStyles({
  image: { width: '56px', height: '56px', objectFit: 'contain', flexShrink: 0 },
});

/**
 * A line's furniture image, loaded as the line comes near the screen: the worker stores every image
 * for the cellar anyway (src/sync/photos/image-downloads.ts), and 300 loading at once slowed that
 * down. Its place is kept while the worker is not yet in control, or has not yet taken the image in
 * hand (it then answers the <img> from its own download).
 */
export function LineImage({ src }: { src: string }) {
  const styles = useStyles();
  const throughWorker = useImagesThroughWorker();
  const taken = useImageTaken(src);
  const show = throughWorker && taken;
  return show ? (
    <img className={styles.image} src={src} alt="" loading="lazy" />
  ) : (
    <span className={styles.image} aria-hidden="true" />
  );
}
