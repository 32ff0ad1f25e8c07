import { makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import { memo, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { projectWriteRefusal } from '../../../domain/access';
import { useVatPreference } from '../../../lib/vat-preference';
import { Page } from '../../../ui/page';
import { RouterLink } from '../../../ui/router-link';
import { useDraftActor } from '../hooks/use-draft-actor';
import { useDraftStep } from '../hooks/use-draft-step';
import type { ProjectDraft } from '../hooks/use-project-draft';
import { deliveryFormId, mayReachStep, neighbourStep, type DraftStep } from '../lib/draft-steps';
import { draftTotals } from '../lib/draft-totals';
import { LoadingScreen } from '../../../ui/loading-screen';
import { DraftStepper, stepTitleKeys } from './draft-stepper';
import { DraftSummary } from './draft-summary';
import { StepActions } from './step-actions';
import { StepContent } from './step-content';

const useStyles = makeStyles({
  step: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  title: { outlineStyle: 'none' },
});

const stepTitleId = 'draft-step-title';

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
  const { project } = draft;
  const actor = useDraftActor();
  const { step, title, go } = useDraftStep(draft);
  const editable = actor !== null && projectWriteRefusal(actor, project) === null;
  const totals = draftTotals(draft, preference);
  const reachable = (target: DraftStep) => !editable || mayReachStep(target, draft);

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
