import { Button } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { ActionResult } from '../../../lib/action-result';
import { ConfirmDialog } from '../../../ui/confirm-dialog';

/** Removing a room removes its lines too: it is confirmed first. */
export function RemoveRoomDialog({
  roomName,
  lineCount,
  onConfirm,
}: {
  roomName: string;
  lineCount: number;
  onConfirm: () => Promise<ActionResult>;
}) {
  const { t } = useTranslation('projects');
  return (
    <ConfirmDialog
      trigger={<Button icon={<DeleteRegular />}>{t('rooms.remove')}</Button>}
      title={t('rooms.remove_title', { name: roomName })}
      text={t('rooms.remove_text', { count: lineCount, name: roomName })}
      confirmLabel={t('rooms.remove_confirm')}
      onConfirm={onConfirm}
    />
  );
}
