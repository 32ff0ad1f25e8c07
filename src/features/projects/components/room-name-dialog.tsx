import { Field, Input } from '@fluentui/react-components';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionResult } from '../../../lib/action-result';
import { FormDialog } from '../../../ui/form-dialog';

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
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(initialName);
  const [message, setMessage] = useState<string | undefined>();

  function onOpenChange(next: boolean) {
    setOpen(next);
    setName(initialName);
    setMessage(undefined);
  }

  async function submit() {
    const result = await onSubmit(name);
    if (result.ok) setOpen(false);
    else setMessage(t(result.messageKey));
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title={title}
      submitLabel={submitLabel}
      onSubmit={submit}
    >
      <Field label={t('rooms.name')} validationMessage={message}>
        <Input value={name} onChange={(_, data) => setName(data.value)} maxLength={100} autoFocus />
      </Field>
    </FormDialog>
  );
}
