import { lazy } from 'react';
import { exhaustive } from '../../../domain/enums';
import type { ProjectDraft } from '../hooks/use-project-draft';
import type { DraftStep } from '../lib/draft-steps';
import type { DraftTotals } from '../lib/draft-totals';
import { DefineStep } from './define-step';

// The first step is light and in the page's chunk; the others (dialogs, the catalogue search, the
// quote) load when opened, so a visitor's first page (/try) stays within its JavaScript budget.
// Each is in the service worker's precache, so a step opens offline too.
const OfferStep = lazy(() => import('./offer-step').then((m) => ({ default: m.OfferStep })));
const DeliveryStep = lazy(() => import('./delivery-step').then((m) => ({ default: m.DeliveryStep })));
const RoomsStep = lazy(() => import('./rooms-step').then((m) => ({ default: m.RoomsStep })));
const QuoteStep = lazy(() => import('./quote/quote-step').then((m) => ({ default: m.QuoteStep })));

/** The open step of a draft; every step but the first loads on demand, under the caller's Suspense. */
export function StepContent({
  step,
  draft,
  totals,
  editable,
  onNext,
}: {
  step: DraftStep;
  draft: ProjectDraft;
  totals: DraftTotals;
  editable: boolean;
  onNext: () => void;
}) {
  switch (step) {
    case 'define':
      return <DefineStep draft={draft} editable={editable} />;
    case 'offer':
      return <OfferStep draft={draft} editable={editable} onDone={onNext} />;
    case 'delivery':
      return <DeliveryStep draft={draft} editable={editable} onSaved={onNext} />;
    case 'rooms':
      return <RoomsStep draft={draft} totals={totals} editable={editable} />;
    case 'quote':
      return <QuoteStep draft={draft} />;
    default:
      return exhaustive(step);
  }
}
