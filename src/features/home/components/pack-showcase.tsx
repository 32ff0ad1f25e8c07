import { Caption1, makeStyles, mergeClasses, Text, Title2, Title3, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths';
import { shownAmount } from '../../../domain/pricing';
import { inLanguage } from '../../../i18n/in-language';
import { languageOf } from '../../../i18n/language-of';
import { vatLabelKeys } from '../../../i18n/project-labels';
import { useFormatMoney } from '../../../i18n/use-format';
import { useVatPreference } from '../../../lib/vat-preference';
import { CataloguePicture } from '../../../ui/catalogue-picture';
import { RouterButton } from '../../../ui/router-button';
import { useShowcasePacks } from '../hooks/use-showcase-packs';
import { useHomeStyles } from './home-styles';
import type { ShowcasePack } from '../lib/showcase-packs';

const useStyles = makeStyles({
  root: { alignItems: 'flex-start' },
  grid: {
    alignSelf: 'stretch',
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
    gap: tokens.spacingHorizontalL,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  // The picture over the words; on a phone, beside them, so three packs fit a screen.
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    '@media (max-width: 767px)': { flexDirection: 'row', alignItems: 'flex-start' },
  },
  picture: { '@media (max-width: 767px)': { width: '7rem', flexShrink: 0 } },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  price: { paddingBlockStart: tokens.spacingVerticalS },
});

function PackCard({ pack }: { pack: ShowcasePack }) {
  const { t, i18n } = useTranslation('home');
  const styles = useStyles();
  const home = useHomeStyles();
  const formatMoney = useFormatMoney();
  const [preference] = useVatPreference();
  const description = inLanguage(pack.description, languageOf(i18n.resolvedLanguage));
  return (
    <li className={styles.card} aria-label={pack.name}>
      <CataloguePicture image={pack.image} size="card" className={styles.picture} />
      <div className={styles.body}>
        <Title3 as="h3" className={home.heading}>
          {pack.name}
        </Title3>
        {pack.partOf !== null && <Caption1>{t('packs.part_of', { name: pack.partOf })}</Caption1>}
        {description && <Text>{description}</Text>}
        <Text className={styles.price} size={500} weight="semibold">
          {t('packs.price', {
            amount: formatMoney(shownAmount(pack.price, preference)),
            vat: t(vatLabelKeys[preference]),
          })}
        </Text>
      </div>
    </li>
  );
}

/**
 * A few packs of the catalogue with what a visitor pays for them, and the way to start a quote
 * from one. Nothing shows until the device holds the catalogue: no empty promise.
 */
export function PackShowcase() {
  const { t } = useTranslation('home');
  const styles = useStyles();
  const home = useHomeStyles();
  const packs = useShowcasePacks();
  if (packs.loading || packs.data.length === 0) return null;
  return (
    <section className={mergeClasses(home.section, styles.root)} aria-labelledby="home-packs-title">
      <Title2 as="h2" id="home-packs-title" className={home.heading}>
        {t('packs.title')}
      </Title2>
      <Text>{t('packs.intro')}</Text>
      <ul className={styles.grid} aria-label={t('packs.list_label')}>
        {packs.data.map((pack) => (
          <PackCard key={pack.id} pack={pack} />
        ))}
      </ul>
      <RouterButton appearance="primary" to={paths.trialStart}>
        {t('packs.start')}
      </RouterButton>
    </section>
  );
}
