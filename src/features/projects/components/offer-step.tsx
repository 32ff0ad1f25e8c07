import { Button, makeStyles, Spinner, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shownAmount } from '../../../domain/pricing';
import { useFormatMoney } from '../../../i18n/use-format';
import { useVatPreference } from '../../../lib/vat-preference';
import { useMutate } from '../../../sync/sync-context';
import { applyOffer, type OfferSource } from '../actions/offer-actions';
import { useDraftOfferList, type DraftOfferList } from '../hooks/use-draft-offer-list';
import type { ProjectDraft } from '../hooks/use-project-draft';
import { clientMultiplierOf } from '../lib/draft-totals';
import { languageOf } from '../../../i18n/language-of';
import { inLanguage } from '../../../i18n/in-language';
import { moduleClientAmounts, rangePicture } from '../../../domain/catalogue/offers';
import { vatLabelKeys } from '../../../i18n/project-labels';
import { OfferCard } from './offer-card';
import { ErrorBar } from './error-bar';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
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
function ModuleOffers({ draft, list, editable, onChoose }: OffersProps) {
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
function RangeOffers({ list, editable, onChoose }: OffersProps) {
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

/**
 * Step 2: the packs this client may quote (for its house size when chosen) and the furniture
 * ranges. Choosing one fills the draft's rooms and goes on; "start empty" goes on without.
 */
export function OfferStep({
  draft,
  editable,
  onDone,
}: {
  draft: ProjectDraft;
  editable: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation('projects');
  const styles = useStyles();
  const mutate = useMutate();
  const list = useDraftOfferList(draft);
  const [error, setError] = useState<string | null>(null);
  if (list.loading) return <Spinner label={t('offer.loading')} />;

  async function onChoose(source: OfferSource) {
    const result = await applyOffer(mutate, draft.project.id, source);
    setError(result.ok ? null : t(result.messageKey));
    if (result.ok) onDone();
  }

  const props = {
    draft,
    list: list.data,
    editable,
    onChoose: (source: OfferSource) => void onChoose(source),
  };
  return (
    <div className={styles.root}>
      <ErrorBar message={error} />
      <Subtitle2 as="h3">{t('offer.modules')}</Subtitle2>
      <ModuleOffers {...props} />
      <Subtitle2 as="h3">{t('offer.ranges')}</Subtitle2>
      <RangeOffers {...props} />
      <div>
        <Button onClick={onDone}>{t('offer.start_empty')}</Button>
      </div>
    </div>
  );
}
