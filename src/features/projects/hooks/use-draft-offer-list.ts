import type { LiveResult } from '../../../db/hooks/live-result';
import { useEntity } from '../../../db/hooks/use-entity';
import type { ProjectDraft } from './use-project-draft';
import { useDraftOffers, type DraftOffers } from './use-draft-offers';
import { useDraftViewer } from './use-draft-viewer';
import { offerableModules, offerableRanges } from '../../../domain/catalogue/offers';

export interface DraftOfferList {
  /** Everything read, for prices: a pack's price counts its nested packs. */
  offers: DraftOffers;
  modules: DraftOffers['modules'];
  ranges: DraftOffers['ranges'];
}

/** The packs and ranges this draft's client may start from, for its house size when chosen. */
export function useDraftOfferList(draft: ProjectDraft): LiveResult<DraftOfferList> {
  const offers = useDraftOffers();
  const viewer = useDraftViewer(draft.client);
  // On the office's devices; a client's own device does not hold referrers (the server decides).
  const referrer = useEntity('businessReferrers', draft.client?.businessReferrerId ?? undefined);
  if (offers.loading) return offers;
  return {
    loading: false,
    data: {
      offers: offers.data,
      modules:
        viewer === null
          ? []
          : offerableModules(offers.data.modules, viewer, referrer.data, draft.project.projectType),
      ranges: viewer === null ? [] : offerableRanges(offers.data.ranges, viewer),
    },
  };
}
