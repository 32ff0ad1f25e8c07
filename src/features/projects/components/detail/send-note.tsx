import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useSendState } from '../../hooks/use-send-state';
import { sendNoteKeys } from './labels';

/**
 * Whether the client's last move on the project has reached the office: shown (and announced)
 * while it waits in the sync queue, gone once the server has it.
 */
export function SendNote({ projectId }: { projectId: string }) {
  const { t } = useTranslation('projectDetail');
  const state = useSendState(projectId);
  if (state === 'sent') return null;
  return (
    <MessageBar intent={state === 'waiting' ? 'warning' : 'info'}>
      <MessageBarBody>{t(sendNoteKeys[state])}</MessageBarBody>
    </MessageBar>
  );
}
