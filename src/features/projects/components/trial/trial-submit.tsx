import { makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { projectWarnings, submitRefusal } from '../../../../domain/projects';
import { errorKeys } from '../../../../i18n/error-labels';
import { useOnline } from '../../../../lib/use-online';
import { RouterLink } from '../../../../ui/router-link';
import type { TrialSubmitRequest } from '../../hooks/use-trial-submit';
import type { ProjectDraft } from '../../hooks/use-project-draft';
import { SubmitWarnings } from '../quote/submit-warnings';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalM },
  message: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalS },
});

/**
 * A trial's submission: nothing is sent without an account, so the page says the project is not
 * sent, asks what a submission needs (the house size, the warnings read: the mutator's own rule),
 * and its button asks for the account and submits in the same step. A visitor who closes the
 * sign-up keeps the draft here, still saying it is not sent.
 */
export function TrialSubmit({
  draft,
  submitButton,
}: {
  draft: ProjectDraft;
  submitButton: (request: TrialSubmitRequest) => ReactNode;
}) {
  const { t } = useTranslation(['quote', 'errors']);
  const styles = useStyles();
  const online = useOnline();
  const [acknowledged, setAcknowledged] = useState(false);
  const warnings = projectWarnings(draft.lines, draft.furniture);
  const refusal = submitRefusal({
    project: draft.project,
    lines: draft.lines,
    furnitureById: draft.furniture,
    acknowledgedWarnings: acknowledged,
  });
  return (
    <div className={styles.root}>
      <MessageBar intent="warning" layout="multiline">
        <MessageBarBody>{t('quote:trial_submit.not_sent')}</MessageBarBody>
      </MessageBar>
      {!online && (
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>{t('quote:trial_submit.offline')}</MessageBarBody>
        </MessageBar>
      )}
      {(refusal === 'project/size_required' || refusal === 'project/empty') && (
        <MessageBar intent="error">
          <MessageBarBody className={styles.message}>
            {t(errorKeys(refusal).messageKey)}
            {refusal === 'project/size_required' && (
              <RouterLink to="?step=delivery">{t('quote:submit.size_link')}</RouterLink>
            )}
          </MessageBarBody>
        </MessageBar>
      )}
      {warnings.length > 0 && (
        <SubmitWarnings warnings={warnings} acknowledged={acknowledged} onAcknowledged={setAcknowledged} />
      )}
      {refusal === null && submitButton({ acknowledgedWarnings: acknowledged })}
    </div>
  );
}
