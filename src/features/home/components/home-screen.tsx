import { makeStyles, tokens } from '@fluentui/react-components';
import { HomeHero } from './home-hero';
import { HomeSteps } from './home-steps';
import { PackShowcase } from './pack-showcase';
import { RoomGallery } from './room-gallery';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXXL,
    maxWidth: '1080px',
    marginInline: 'auto',
    paddingBlock: tokens.spacingVerticalXXL,
  },
});

/**
 * `/`: a visitor's first page. What the business does and the doors in, the rooms it furnishes, a
 * few packs at their catalogue price, and how a project goes; offline like every page.
 */
export function HomeScreen() {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <HomeHero />
      <RoomGallery />
      <PackShowcase />
      <HomeSteps />
    </div>
  );
}
