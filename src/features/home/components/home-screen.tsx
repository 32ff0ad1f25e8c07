import { Button, makeStyles, Text, Title1, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { useSession } from '../../../lib/session/session-context';

const useStyles = makeStyles({
  hero: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '720px',
    marginInline: 'auto',
    paddingBlock: tokens.spacingVerticalXXXL,
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  points: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
    gap: tokens.spacingHorizontalL,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  point: {
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
});

const highlights = [
  { key: 'rooms', title: 'home:highlights.rooms.title', text: 'home:highlights.rooms.text' },
  { key: 'quote', title: 'home:highlights.quote.title', text: 'home:highlights.quote.text' },
  { key: 'follow', title: 'home:highlights.follow.title', text: 'home:highlights.follow.text' },
] as const;

export function HomeScreen() {
  const { t } = useTranslation('home');
  const styles = useStyles();
  const navigate = useNavigate();
  const { state } = useSession();
  const signedIn = state.status === 'authenticated' || state.status === 'loading';
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <Title1 as="h1" id="home-title">
        {t('title')}
      </Title1>
      <Text size={400}>{t('intro')}</Text>
      <div className={styles.actions}>
        {signedIn ? (
          <Button appearance="primary" onClick={() => navigate(paths.redirectLoggedIn)}>
            {t('go_to_my_space')}
          </Button>
        ) : (
          <>
            {/* A visitor builds a quote before any account: the trial is the first door. */}
            <Button appearance="primary" onClick={() => navigate(paths.trialStart)}>
              {t('try')}
            </Button>
            <Button onClick={() => navigate(paths.login)}>{t('log_in')}</Button>
            <Button onClick={() => navigate(`${paths.login}?signup=1`)}>{t('sign_up')}</Button>
          </>
        )}
      </div>
      <ul className={styles.points}>
        {highlights.map(({ key, title, text }) => (
          <li key={key} className={styles.point}>
            <Text weight="semibold" block>
              {t(title)}
            </Text>
            <Text>{t(text)}</Text>
          </li>
        ))}
      </ul>
    </section>
  );
}
