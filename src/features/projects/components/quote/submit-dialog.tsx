import { Button, makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { SendRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VatPreference } from '../../../../domain/enums';
import { projectWarnings } from '../../../../domain/projects';
import type { ActionFailure } from '../../../../lib/action-result';
import { useMutate } from '../../../../sync/sync-context';
import { FormDialog } from '../../../../ui/form-dialog';
import { RouterLink } from '../../../../ui/router-link';
import { submitProject } from '../../actions/submit-project';
import type { ProjectDraft } from '../../hooks/use-project-draft';
import type { QuoteView } from './quote-view';
import { SubmitSummary } from './submit-summary';
import { SubmitWarnings } from './submit-warnings';

const useStyles = makeStyles({
  sizeMessage: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalS },
});

/**
 * "Submit my project": what is being sent, the catalogue's warnings on the chosen furniture (which
 * the client must acknowledge), then the submission, queued when offline. A refusal shows beside
 * what it is about; the house size lives in the delivery step, so that one links there.
 */
export function SubmitDialog({
  draft,
  view,
  preference,
}: {
  draft: ProjectDraft;
  view: QuoteView;
  preference: VatPreference;
}) {
  const { t } = useTranslation('quote');
  const styles = useStyles();
  const mutate = useMutate();
  const [open, setOpen] = useState(false);
  const [acknowledged, setAcknowledged] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const warnings = projectWarnings(draft.lines, draft.furniture);
  const blocked = warnings.length > 0 && !acknowledged;

  async function onSubmit() {
    setBusy(true);
    const result = await submitProject(mutate, draft.project.id, acknowledged);
    setBusy(false);
    // Once applied the project is submitted and the step shows its thanks instead of this dialog.
    setFailure(result.ok ? null : result);
  }

  const sizeMissing = failure?.fields.projectType;
  const ackError = failure?.fields.acknowledgedWarnings;
  const general = failure && !sizeMissing && !ackError ? failure.messageKey : undefined;

  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button appearance="primary" icon={<SendRegular />}>
          {t('submit.open')}
        </Button>
      }
      title={t('submit.title')}
      submitLabel={t('submit.confirm')}
      submitting={blocked || busy}
      cancelLabel={t('submit.cancel')}
      onSubmit={onSubmit}
    >
      <SubmitSummary view={view} preference={preference} />
      {sizeMissing && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody className={styles.sizeMessage}>
            {t(sizeMissing)}
            <RouterLink to="?step=delivery">{t('submit.size_link')}</RouterLink>
          </MessageBarBody>
        </MessageBar>
      )}
      {general && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{t(general)}</MessageBarBody>
        </MessageBar>
      )}
      {warnings.length > 0 && (
        <SubmitWarnings
          warnings={warnings}
          acknowledged={acknowledged}
          onAcknowledged={setAcknowledged}
          errorKey={ackError}
        />
      )}
    </FormDialog>
  );
}
