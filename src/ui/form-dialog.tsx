import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  makeStyles,
} from '@fluentui/react-components';
import type { FormEvent, ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dialogChildren } from './dialog-children';
import { exitMotion, useDialogContentStyles } from './dialog-parts';

const useStyles = makeStyles({
  // The form wraps the dialog's parts without adding a box of its own to their layout.
  form: { display: 'contents' },
});

/**
 * A dialog that is one small form: its trigger, a title, the fields, Cancel and a submit button.
 * Enter in a field submits; the caller owns the state and closes it once the action succeeded.
 */
export function FormDialog({
  open,
  onOpenChange,
  trigger,
  title,
  submitLabel,
  submitting = false,
  cancelLabel,
  onSubmit,
  onClosed,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** None when the caller opens it (a menu's item, whose popover is gone once clicked). */
  trigger?: ReactElement;
  title: string;
  submitLabel: string;
  /** Holds the submit button: while the action runs, or while the form cannot be sent yet. */
  submitting?: boolean;
  /** "Cancel" unless the dialog has done something already, when leaving it cancels nothing. */
  cancelLabel?: string;
  onSubmit: () => Promise<void>;
  /** After the exit: where succeeding takes the user off the page. */
  onClosed?: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  const styles = useStyles();
  const contentStyles = useDialogContentStyles();

  function submit(event: FormEvent) {
    event.preventDefault();
    void onSubmit();
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(_, data) => onOpenChange(data.open)}
      surfaceMotion={exitMotion(onClosed)}
    >
      {dialogChildren(
        trigger,
        <DialogSurface key="surface">
          <form className={styles.form} onSubmit={submit} noValidate>
            <DialogBody>
              <DialogTitle>{title}</DialogTitle>
              <DialogContent className={contentStyles.content}>{children}</DialogContent>
              <DialogActions>
                <DialogTrigger disableButtonEnhancement>
                  <Button>{cancelLabel ?? t('actions.cancel')}</Button>
                </DialogTrigger>
                <Button type="submit" appearance="primary" disabled={submitting}>
                  {submitLabel}
                </Button>
              </DialogActions>
            </DialogBody>
          </form>
        </DialogSurface>,
      )}
    </Dialog>
  );
}
