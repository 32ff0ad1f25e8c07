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
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dialogChildren } from './dialog-children';
import { useDialogContentStyles } from './dialog-parts';

/**
 * A dialog to read, or to pick from: its trigger, a title, the content, and one button that leaves.
 * A read-only one is left by its primary Close; a picker's moves are its choices, so leaving it is a
 * plain Cancel (`cancelLabel`).
 */
export function ViewDialog({
  open,
  onOpenChange,
  trigger,
  title,
  cancelLabel,
  focusableContent = false,
  children,
}: {
  /** Both left out: its own trigger opens it and it keeps its state. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** None when the caller opens it (an entry of its own that takes the focus back, say). */
  trigger?: ReactElement;
  title: string;
  cancelLabel?: string;
  /** Content that holds no control takes the focus, so a keyboard scrolls it when it is long. */
  focusableContent?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  const styles = useDialogContentStyles();
  return (
    <Dialog open={open} onOpenChange={(_, data) => onOpenChange?.(data.open)}>
      {dialogChildren(
        trigger,
        <DialogSurface key="surface">
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.content} tabIndex={focusableContent ? 0 : undefined}>
              {children}
            </DialogContent>
            <DialogActions>
              <DialogTrigger disableButtonEnhancement>
                <Button appearance={cancelLabel === undefined ? 'primary' : 'secondary'}>
                  {cancelLabel ?? t('actions.close')}
                </Button>
              </DialogTrigger>
            </DialogActions>
          </DialogBody>
        </DialogSurface>,
      )}
    </Dialog>
  );
}
