import { Button } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { ActionResult } from '../../../lib/action-result';
import { ConfirmDialog } from '../../../ui/confirm-dialog';

/** Removing a room removes its lines too: it is confirmed first. */
export function RemoveRoomDialog({
  roomName,
  lineCount,
  packNotice,
  onConfirm,
}: {
  roomName: string;
  lineCount: number;
  /** What removing the room ends (negotiated packs' price), if anything. */
  packNotice: string | undefined;
  onConfirm: () => Promise<ActionResult>;
}) {
  const { t } = useTranslation('projects');
  return (
    <ConfirmDialog
      trigger={<Button icon={<DeleteRegular />}>{t('rooms.remove')}</Button>}
      title={t('rooms.remove_title', { name: roomName })}
      text={[t('rooms.remove_text', { count: lineCount, name: roomName }), packNotice]
        .filter(Boolean)
        .join(' ')}
      confirmLabel={t('rooms.remove_confirm')}
      onConfirm={onConfirm}
    />
  );
}
