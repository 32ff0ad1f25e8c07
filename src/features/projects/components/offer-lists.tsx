import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { shownAmount } from '../../../domain/pricing';
import { useFormatMoney } from '../../../i18n/use-format';
import { useVatPreference } from '../../../lib/vat-preference';
import type { OfferSource } from '../actions/offer-actions';
import type { DraftOfferList } from '../hooks/use-draft-offer-list';
import type { ProjectDraft } from '../hooks/use-project-draft';
import { clientMultiplierOf } from '../lib/draft-totals';
import { languageOf } from '../../../i18n/language-of';
import { inLanguage } from '../../../i18n/in-language';
import { moduleClientAmounts, rangePicture } from '../../../domain/catalogue/offers';
import { vatLabelKeys } from '../../../i18n/project-labels';
import { OfferCard } from './offer-card';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  items: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
});

interface OffersProps {
  draft: ProjectDraft;
  list: DraftOfferList;
  editable: boolean;
  onChoose: (source: OfferSource) => void;
}

/** The packs with their price for this client and their description in the user's language. */
export function ModuleOffers({ draft, list, editable, onChoose }: OffersProps) {
  const { t, i18n } = useTranslation('projects');
  const styles = useStyles();
  const formatMoney = useFormatMoney();
  const [preference] = useVatPreference();
  const language = languageOf(i18n.resolvedLanguage);
  const pricing = {
    clientId: draft.client?.id ?? null,
    clientMultiplier: clientMultiplierOf(draft),
    vatRateBp: draft.project.vatRateBp,
    billing: { billingType: draft.project.billingType, rentMonths: draft.rentMonths },
  };
  const vat = t(vatLabelKeys[preference]);
  if (list.modules.length === 0) return <Text>{t('offer.no_modules')}</Text>;
  return (
    <div role="list" aria-label={t('offer.modules')} className={styles.grid}>
      {list.modules.map((module) => {
        const name = module.clientName || module.name;
        const { modules, furniture } = list.offers;
        const amounts = moduleClientAmounts(modules, furniture, module.id, pricing);
        const description = inLanguage(
          { en: module.clientDescriptionEn, fr: module.clientDescriptionFr },
          language,
        );
        return (
          <OfferCard
            key={module.id}
            name={name}
            image={module.images[0]}
            price={t(draft.project.billingType === 'rent' ? 'total.monthly_headline' : 'offer.price', {
              amount: formatMoney(shownAmount(amounts, preference)),
              vat,
              count: draft.rentMonths,
            })}
            chooseLabel={t('offer.choose', { name })}
            disabled={!editable}
            onChoose={() => onChoose({ kind: 'module', moduleId: module.id })}
          >
            {description && <Text>{description}</Text>}
          </OfferCard>
        );
      })}
    </div>
  );
}

/** The furniture ranges with their core items, pictured by the first core item that has a picture. */
export function RangeOffers({ list, editable, onChoose }: OffersProps) {
  const { t } = useTranslation('projects');
  const styles = useStyles();
  if (list.ranges.length === 0) return <Text>{t('offer.no_ranges')}</Text>;
  return (
    <div role="list" aria-label={t('offer.ranges')} className={styles.grid}>
      {list.ranges.map((range) => {
        const core = range.items.flatMap((item) => {
          const row = item.core ? list.offers.furniture.get(item.furnitureId) : undefined;
          return row ? [row] : [];
        });
        return (
          <OfferCard
            key={range.id}
            name={range.name}
            image={rangePicture(range, (id) => list.offers.furniture.get(id))}
            chooseLabel={t('offer.choose', { name: range.name })}
            disabled={!editable}
            onChoose={() => onChoose({ kind: 'range', rangeId: range.id })}
          >
            <Text>{t('offer.core_items')}</Text>
            <ul className={styles.items}>
              {core.map((row) => (
                <li key={row.id}>{row.clientName || row.name}</li>
              ))}
            </ul>
          </OfferCard>
        );
      })}
    </div>
  );
}
