import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

/**
 * What a save says: "Saved" once the server has it, and until then that it is kept on this device
 * and sent when the network allows. Never "Saved" for a change still waiting here. `done`: what the
 * action did, said first.
 */
export function SavedBar({ sent, done }: { sent: boolean; done?: string }) {
  const { t } = useTranslation('common');
  const saved = sent ? t('saved.sent') : t('saved.on_device');
  return (
    <MessageBar intent="success" role="status">
      <MessageBarBody>{done ? `${done} ${saved}` : saved}</MessageBarBody>
    </MessageBar>
  );
}
