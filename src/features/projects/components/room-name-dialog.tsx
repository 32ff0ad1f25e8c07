import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  Field,
  Input,
  makeStyles,
} from '@fluentui/react-components';
import { useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionResult } from '../../../lib/action-result';

const useStyles = makeStyles({ form: { display: 'contents' } });

/** Asks for a room name (new room or rename); the action's refusal shows under the field. */
export function RoomNameDialog({
  trigger,
  title,
  submitLabel,
  initialName,
  onSubmit,
}: {
  trigger: ReactElement;
  title: string;
  submitLabel: string;
  initialName: string;
  onSubmit: (name: string) => Promise<ActionResult>;
}) {
  const { t } = useTranslation('projects');
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(initialName);
  const [message, setMessage] = useState<string | undefined>();

  function onOpenChange(next: boolean) {
    setOpen(next);
    setName(initialName);
    setMessage(undefined);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await onSubmit(name);
    if (result.ok) setOpen(false);
    else setMessage(t(result.messageKey));
  }

  return (
    <Dialog open={open} onOpenChange={(_, data) => onOpenChange(data.open)}>
      <DialogTrigger disableButtonEnhancement>{trigger}</DialogTrigger>
      <DialogSurface>
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent>
              <Field label={t('rooms.name')} validationMessage={message}>
                <Input value={name} onChange={(_, data) => setName(data.value)} maxLength={100} autoFocus />
              </Field>
            </DialogContent>
            <DialogActions>
              <DialogTrigger disableButtonEnhancement>
                <Button>{t('common:actions.cancel')}</Button>
              </DialogTrigger>
              <Button type="submit" appearance="primary">
                {submitLabel}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
