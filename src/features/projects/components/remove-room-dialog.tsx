import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
} from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionResult } from '../../../lib/action-result';

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
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function confirm() {
    const result = await onConfirm();
    if (result.ok) setOpen(false);
    else setMessage(t(result.messageKey));
  }

  return (
    <Dialog
      open={open}
      modalType="alert"
      onOpenChange={(_, data) => {
        setOpen(data.open);
        setMessage(null);
      }}
    >
      <DialogTrigger disableButtonEnhancement>
        <Button icon={<DeleteRegular />}>{t('rooms.remove')}</Button>
      </DialogTrigger>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('rooms.remove_title', { name: roomName })}</DialogTitle>
          <DialogContent>
            {message ?? t('rooms.remove_text', { count: lineCount, name: roomName })}
          </DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button>{t('common:actions.cancel')}</Button>
            </DialogTrigger>
            <Button appearance="primary" onClick={() => void confirm()}>
              {t('rooms.remove_confirm')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
