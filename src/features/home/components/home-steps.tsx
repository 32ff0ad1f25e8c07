import { makeStyles, Text, Title2, Title3, tokens } from '@fluentui/react-components';
import { useHomeStyles } from './home-styles';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  steps: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
    gap: tokens.spacingHorizontalL,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    counterReset: 'step',
  },
  step: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    counterIncrement: 'step',
    '::before': {
      content: 'counter(step)',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '2rem',
      height: '2rem',
      borderRadius: tokens.borderRadiusCircular,
      backgroundColor: tokens.colorBrandBackground,
      color: tokens.colorNeutralForegroundOnBrand,
      fontWeight: tokens.fontWeightSemibold,
    },
  },
  text: { gridColumn: 2 },
});

const steps = [
  { key: 'rooms', title: 'steps.rooms.title', text: 'steps.rooms.text' },
  { key: 'quote', title: 'steps.quote.title', text: 'steps.quote.text' },
  { key: 'follow', title: 'steps.follow.title', text: 'steps.follow.text' },
] as const;

/** The three steps from an empty flat to handed-over keys, numbered in the order they come. */
export function HomeSteps() {
  const { t } = useTranslation('home');
  const styles = useStyles();
  const home = useHomeStyles();
  return (
    <section className={home.section} aria-labelledby="home-steps-title">
      <Title2 as="h2" id="home-steps-title" className={home.heading}>
        {t('steps.title')}
      </Title2>
      <ol className={styles.steps}>
        {steps.map(({ key, title, text }) => (
          <li key={key} className={styles.step}>
            <Title3 as="h3" className={home.heading}>
              {t(title)}
            </Title3>
            <Text className={styles.text}>{t(text)}</Text>
          </li>
        ))}
      </ol>
    </section>
  );
}
