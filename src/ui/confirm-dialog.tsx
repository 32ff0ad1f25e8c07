import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  MessageBar,
  MessageBarBody,
} from '@fluentui/react-components';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionResult } from '../lib/action-result';
import { dialogChildren } from './dialog-children';
import { exitMotion, useDialogContentStyles } from './dialog-parts';

/** Opened by its own trigger, or by the caller (a menu's item, whose popover is gone once clicked). */
type Opening = { trigger: ReactElement } | { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * A move the user confirms first: its trigger, a title, what happens, Cancel and the move. It
 * closes once the move is done; a refusal keeps it open with its message under the text.
 */
export function ConfirmDialog(
  props: Opening & {
    title: string;
    text: string;
    confirmLabel: string;
    /** "Cancel" unless leaving has words of its own ("Keep the pack price"). */
    cancelLabel?: string;
    onConfirm: () => Promise<ActionResult>;
    /** After the exit: where the move, or leaving it, takes the user off the page. */
    onClosed?: () => void;
  },
) {
  const { title, text, confirmLabel, cancelLabel, onConfirm, onClosed } = props;
  const { t } = useTranslation('common');
  const styles = useDialogContentStyles();
  const [ownOpen, setOwnOpen] = useState(false);
  const open = 'open' in props ? props.open : ownOpen;
  const setOpen = 'open' in props ? props.onOpenChange : setOwnOpen;
  const [busy, setBusy] = useState(false);
  const [messageKey, setMessageKey] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    const result = await onConfirm();
    setBusy(false);
    if (result.ok) setOpen(false);
    else setMessageKey(result.messageKey);
  }

  return (
    <Dialog
      open={open}
      modalType="alert"
      surfaceMotion={exitMotion(onClosed)}
      onOpenChange={(_, data) => {
        setOpen(data.open);
        setMessageKey(null);
      }}
    >
      {dialogChildren(
        'trigger' in props ? props.trigger : undefined,
        <DialogSurface key="surface">
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.content}>
              {text}
              {messageKey !== null && (
                <MessageBar intent="error" role="alert">
                  <MessageBarBody>{t(messageKey)}</MessageBarBody>
                </MessageBar>
              )}
            </DialogContent>
            <DialogActions>
              <DialogTrigger disableButtonEnhancement>
                <Button>{cancelLabel ?? t('actions.cancel')}</Button>
              </DialogTrigger>
              <Button appearance="primary" disabled={busy} onClick={() => void confirm()}>
                {confirmLabel}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>,
      )}
    </Dialog>
  );
}
