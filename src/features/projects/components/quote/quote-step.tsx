import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath } from 'react-router';
import { paths } from '../../../../app/paths';
import { transitionRefusal } from '../../../../domain/projects';
import { useVatPreference } from '../../../../lib/vat-preference';
import { VatSwitch } from '../../../../ui/vat-switch';
import { useDraftActor } from '../../hooks/use-draft-actor';
import { useLineModules } from '../../hooks/use-line-modules';
import { useTrialSubmit } from '../../hooks/use-trial-submit';
import type { ProjectDraft } from '../../hooks/use-project-draft';
import { QuoteDownloadButton } from './quote-download-button';
import { QuotePreview } from './quote-preview';
import { quoteView } from './quote-view';
import { SubmitDialog } from './submit-dialog';
import { ThankYouView } from './thank-you-view';
import { TrialSubmit } from '../trial/trial-submit';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: tokens.spacingHorizontalM },
});

/**
 * The draft flow's last step: the quote as it will be sent, its PDF, and the submission; once
 * submitted, the thanks. `detailPath` is where the submitted project is followed (the signed-in
 * project page by default; a trial page, which has none yet, passes null).
 */
export function QuoteStep({ draft, detailPath }: { draft: ProjectDraft; detailPath?: string | null }) {
  const { t } = useTranslation('quote');
  const styles = useStyles();
  const [preference] = useVatPreference();
  const modules = useLineModules(draft.lines);
  const view = useMemo(() => quoteView(draft, modules), [draft, modules]);
  const actor = useDraftActor();
  const trialSubmit = useTrialSubmit();
  const { project } = draft;

  // A trial's draft reaches the office only with an account: its own status (set on this device by
  // an earlier version) would promise what never happened.
  if (project.clientStatus === 'done' && trialSubmit === null)
    return (
      <ThankYouView
        projectId={project.id}
        detailPath={
          detailPath === undefined ? generatePath(paths.projectDetail, { projectId: project.id }) : detailPath
        }
      />
    );

  const maySubmit = actor !== null && transitionRefusal(actor, project, 'submit') === null;

  return (
    <section className={styles.root} aria-labelledby="quote-step-title">
      <Text as="h2" id="quote-step-title" size={500} weight="semibold">
        {t('title')}
      </Text>
      <VatSwitch />
      <QuotePreview draft={draft} preference={preference} />
      <div className={styles.actions}>
        <QuoteDownloadButton
          draft={draft}
          view={view}
          preference={preference}
          visitor={trialSubmit !== null}
        />
        {maySubmit && trialSubmit === null && (
          <SubmitDialog draft={draft} view={view} preference={preference} />
        )}
      </div>
      {trialSubmit !== null && <TrialSubmit draft={draft} submitButton={trialSubmit} />}
    </section>
  );
}
