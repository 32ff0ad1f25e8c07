import { makeStyles, Text, Title2, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import bedroom from '../assets/bedroom.svg?no-inline';
import diningRoom from '../assets/dining-room.svg?no-inline';
import workspace from '../assets/workspace.svg?no-inline';
import { useHomeStyles } from './home-styles';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    // Three across down to a phone's width, where they read as a strip of small pictures.
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 6.5rem), 1fr))',
    gap: tokens.spacingHorizontalL,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  figure: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0 },
  caption: {
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    '@media (max-width: 767px)': { fontSize: tokens.fontSizeBase300 },
  },
});

const rooms = [
  { key: 'bedroom', src: bedroom, caption: 'rooms.bedroom.caption', picture: 'rooms.bedroom.picture' },
  {
    key: 'dining_room',
    src: diningRoom,
    caption: 'rooms.dining_room.caption',
    picture: 'rooms.dining_room.picture',
  },
  {
    key: 'workspace',
    src: workspace,
    caption: 'rooms.workspace.caption',
    picture: 'rooms.workspace.picture',
  },
] as const;

/** Rooms the business furnishes, drawn: what a visitor's home will look like. */
export function RoomGallery() {
  const { t } = useTranslation('home');
  const styles = useStyles();
  const home = useHomeStyles();
  return (
    <section className={home.section} aria-labelledby="home-rooms-title">
      <Title2 as="h2" id="home-rooms-title" className={home.heading}>
        {t('rooms.title')}
      </Title2>
      <Text>{t('rooms.intro')}</Text>
      <ul className={styles.grid}>
        {rooms.map(({ key, src, caption, picture }) => (
          <li key={key}>
            <figure className={styles.figure}>
              <img
                className={home.picture}
                src={src}
                alt={t(picture)}
                width={480}
                height={320}
                loading="lazy"
              />
              <figcaption className={styles.caption}>{t(caption)}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
