import { makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import { lazy, memo, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { projectWriteRefusal } from '../../../domain/access';
import { exhaustive } from '../../../domain/enums';
import { useVatPreference } from '../../../lib/vat-preference';
import { Page } from '../../../ui/page';
import { RouterLink } from '../../../ui/router-link';
import { useDraftActor } from '../hooks/use-draft-actor';
import type { ProjectDraft } from '../hooks/use-project-draft';
import {
  deliveryFormId,
  firstOpenStep,
  mayReachStep,
  neighbourStep,
  parseDraftStep,
  type DraftStep,
} from '../lib/draft-steps';
import { draftTotals, type DraftTotals } from '../lib/draft-totals';
import { LoadingScreen } from '../../../ui/loading-screen';
import { DefineStep } from './define-step';
import { DraftStepper, stepTitleKeys } from './draft-stepper';
import { DraftSummary } from './draft-summary';
import { StepActions } from './step-actions';

// The first step is light and in the page's chunk; the others (dialogs, the catalogue search, the
// quote) load when opened, so a visitor's first page (/try) stays within its JavaScript budget.
// Each is in the service worker's precache, so a step opens offline too.
const OfferStep = lazy(() => import('./offer-step').then((m) => ({ default: m.OfferStep })));
const DeliveryStep = lazy(() => import('./delivery-step').then((m) => ({ default: m.DeliveryStep })));
const RoomsStep = lazy(() => import('./rooms-step').then((m) => ({ default: m.RoomsStep })));
const QuoteStep = lazy(() => import('./quote/quote-step').then((m) => ({ default: m.QuoteStep })));

const useStyles = makeStyles({
  step: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  title: { outlineStyle: 'none' },
});

const stepTitleId = 'draft-step-title';

function StepContent({
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

/**
 * A client's draft as steps it can leave and resume: the step is in the URL (`?step=`), and without
 * one the draft opens at its first step not done. Every link it makes is relative to the page it is
 * on or given (`detailHref`), so a trial page runs the same flow under its own path. Read-only,
 * with a pointer to the project's page, once the client may no longer edit it.
 */
export const ProjectEditor = memo(function ProjectEditor({
  draft,
  detailHref = null,
}: {
  draft: ProjectDraft;
  /** Where the project's detail page is, when there is one (not in trial mode). */
  detailHref?: string | null;
}) {
  const { t } = useTranslation('projects');
  const styles = useStyles();
  const [preference] = useVatPreference();
  const [params, setParams] = useSearchParams();
  // Resolved once: the draft changing under the open step must not move the user.
  const [resumeAt] = useState(() => firstOpenStep(draft));
  const step = parseDraftStep(params.get('step')) ?? resumeAt;
  const title = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const { project } = draft;
  const actor = useDraftActor();
  const editable = actor !== null && projectWriteRefusal(actor, project) === null;
  const totals = draftTotals(draft, preference);
  const reachable = (target: DraftStep) => !editable || mayReachStep(target, draft);

  // A step change announces the new step by moving focus to its title (not on the first render).
  useEffect(() => {
    if (moved.current) title.current?.focus();
  }, [step]);

  // The stepper offers only the steps it may reach; Next leaves the delivery step only once its form
  // has saved the house size, in this very task, before this render's draft shows it.
  function go(target: DraftStep | null) {
    if (target === null) return;
    moved.current = true;
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      next.set('step', target);
      return next;
    });
  }

  const next = neighbourStep(step, 1);
  const back = neighbourStep(step, -1);
  return (
    <Page title={project.name}>
      <DraftSummary draft={draft} totals={totals} />
      {!editable && (
        <MessageBar intent="info">
          <MessageBarBody>
            {t('read_only')}{' '}
            {detailHref !== null && <RouterLink to={detailHref}>{t('open_detail')}</RouterLink>}
          </MessageBarBody>
        </MessageBar>
      )}
      <DraftStepper current={step} reachable={reachable} onSelect={go} />
      <section className={styles.step} aria-labelledby={stepTitleId}>
        <Text
          as="h2"
          size={500}
          weight="semibold"
          id={stepTitleId}
          ref={title}
          tabIndex={-1}
          className={styles.title}
        >
          {t(stepTitleKeys[step])}
        </Text>
        <Suspense fallback={<LoadingScreen />}>
          <StepContent
            step={step}
            draft={draft}
            totals={totals}
            editable={editable}
            onNext={() => go(next)}
          />
        </Suspense>
      </section>
      <StepActions
        onBack={back === null ? null : () => go(back)}
        onNext={next === null ? null : () => go(next)}
        submitForm={step === 'delivery' && editable ? deliveryFormId : undefined}
      />
    </Page>
  );
});
