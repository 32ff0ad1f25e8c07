import { exhaustive, type VatPreference } from '../../../../domain/enums';
import type { ClientProgress } from '../../../../domain/projects/progress';
import type { ProjectDetailWork } from '../../hooks/use-project-detail-work';
import type { ProjectDraft } from '../../hooks/use-project-draft';
import { QuotePreview } from '../quote/quote-preview';
import type { QuoteView } from '../quote/quote-view';
import type { DetailTabId } from './detail-tabs';
import { DetailsTab } from './details-tab';
import type { ProjectFinance } from './finance';
import { FinanceTab } from './finance-tab';
import { FurnitureTab } from './furniture-tab';
import { ProgressTab } from './progress-tab';
import { RentalAgreementTab } from './rental-agreement-tab';
import { ReservesTab } from './reserves-tab';

/** The content of the open tab. */
export function DetailTabPanel({
  tab,
  draft,
  work,
  progress,
  finance,
  view,
  preference,
}: {
  tab: DetailTabId;
  draft: ProjectDraft;
  work: ProjectDetailWork;
  progress: ClientProgress;
  finance: ProjectFinance;
  /** The quote's figures, which the rental agreement's PDF prints. */
  view: QuoteView;
  preference: VatPreference;
}) {
  switch (tab) {
    case 'advancement':
      return <ProgressTab progress={progress} />;
    case 'details':
      return <DetailsTab project={draft.project} finance={finance} preference={preference} />;
    case 'furniture':
      return <FurnitureTab draft={draft} />;
    case 'quote':
      return <QuotePreview draft={draft} preference={preference} />;
    case 'finance':
      return <FinanceTab finance={finance} preference={preference} />;
    case 'reserves':
      return <ReservesTab draft={draft} work={work} />;
    case 'agreement':
      return <RentalAgreementTab draft={draft} finance={finance} view={view} preference={preference} />;
    default:
      return exhaustive(tab);
  }
}
