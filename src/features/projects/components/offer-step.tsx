import { Button, makeStyles, Spinner, Subtitle2, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutate } from '../../../sync/sync-context';
import { applyOffer, type OfferSource } from '../actions/offer-actions';
import { useDraftOfferList } from '../hooks/use-draft-offer-list';
import type { ProjectDraft } from '../hooks/use-project-draft';
import { ModuleOffers, RangeOffers } from './offer-lists';
import { ErrorBar } from './error-bar';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

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
