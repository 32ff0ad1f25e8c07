import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

/**
 * What a save says: "Saved" once the server has it, and until then that it is kept on this device
 * and sent when the network allows. Never "Saved" for a change still waiting here.
 */
export function SavedBar({ sent }: { sent: boolean }) {
  const { t } = useTranslation('common');
  return (
    <MessageBar intent="success" role="status">
      <MessageBarBody>{sent ? t('saved.sent') : t('saved.on_device')}</MessageBarBody>
    </MessageBar>
  );
}
