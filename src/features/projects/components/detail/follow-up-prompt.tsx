import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useMutate } from '../../../../sync/sync-context';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { transitionProject } from '../../actions/transition-project';
import type { FollowUpAction } from './follow-up-actions';
import { followUpActionKeys } from './labels';

/**
 * One of the client's moves: what it may do now, and its button behind a confirmation saying what
 * happens. Applied at once on the device; the page then shows the new state without this move.
 */
export function FollowUpPrompt({
  projectId,
  action,
}: {
  projectId: string;
  action: Exclude<FollowUpAction, 'acceptQuote'>;
}) {
  const { t } = useTranslation('projectDetail');
  const mutate = useMutate();
  const keys = followUpActionKeys[action];
  return (
    <MessageBar intent="info" layout="multiline">
      <MessageBarBody>{t(keys.hint)}</MessageBarBody>
      <MessageBarActions>
        <ConfirmDialog
          trigger={<Button appearance="primary">{t(keys.open)}</Button>}
          title={t(keys.title)}
          text={t(keys.text)}
          confirmLabel={t(keys.confirm)}
          onConfirm={() => transitionProject(mutate, projectId, action)}
        />
      </MessageBarActions>
    </MessageBar>
  );
}
