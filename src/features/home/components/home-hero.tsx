import { makeStyles, Text, Title1, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths';
import { useSession } from '../../../lib/session/session-context';
import { RouterButton } from '../../../ui/router-button';
import livingRoom from '../assets/living-room.svg?no-inline';
import { useHomeStyles } from './home-styles';

const useStyles = makeStyles({
  hero: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXXL,
    '@media (max-width: 767px)': { gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingVerticalXL },
  },
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  doors: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

/** What the business does, the room it furnishes, and the doors in: the trial first, then an account. */
export function HomeHero() {
  const { t } = useTranslation('home');
  const styles = useStyles();
  const home = useHomeStyles();
  const { state } = useSession();
  const signedIn = state.status === 'authenticated' || state.status === 'loading';
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={styles.text}>
        <Title1 as="h1" id="home-title" className={home.heading}>
          {t('title')}
        </Title1>
        <Text size={400}>{t('intro')}</Text>
        <div className={styles.doors}>
          {signedIn ? (
            <RouterButton appearance="primary" to={paths.redirectLoggedIn}>
              {t('go_to_my_space')}
            </RouterButton>
          ) : (
            <>
              {/* A visitor builds a quote before any account: the trial is the first door. */}
              <RouterButton appearance="primary" to={paths.trialStart}>
                {t('try')}
              </RouterButton>
              <RouterButton to={paths.login}>{t('log_in')}</RouterButton>
              <RouterButton to={`${paths.login}?signup=1`}>{t('sign_up')}</RouterButton>
            </>
          )}
        </div>
      </div>
      <img className={home.picture} src={livingRoom} alt={t('hero_picture')} width={480} height={320} />
    </section>
  );
}
