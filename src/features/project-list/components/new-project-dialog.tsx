import { Button, Field, Input } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { textLimits } from '../../../domain/text.schema';
import { useMutate } from '../../../sync/sync-context';
import { FormDialog } from '../../../ui/form-dialog';
import { createProject } from '../actions/create-project';

/**
 * "New project": asks for its name, creates it in the local store (offline too) and opens its
 * draft. A refusal shows under the name field, in the interface language.
 */
export function NewProjectDialog() {
  const { t } = useTranslation('projectList');
  const mutate = useMutate();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [message, setMessage] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);

  function onOpenChange(next: boolean) {
    setOpen(next);
    setName('');
    setMessage(undefined);
  }

  async function submit() {
    setSubmitting(true);
    const result = await createProject(mutate, name);
    setSubmitting(false);
    if (result.ok) navigate(generatePath(paths.projectDraft, { projectId: result.projectId }));
    else setMessage(t(result.fields.name ?? result.messageKey));
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button appearance="primary" icon={<AddRegular />}>
          {t('new_project.button')}
        </Button>
      }
      title={t('new_project.title')}
      submitLabel={t('new_project.submit')}
      submitting={submitting}
      onSubmit={submit}
    >
      <Field label={t('new_project.name')} hint={t('new_project.hint')} validationMessage={message}>
        {/* Required on the input, not the label: the label reads exactly as the field's name. */}
        <Input
          required
          value={name}
          onChange={(_, data) => setName(data.value)}
          maxLength={textLimits.name}
          autoFocus
        />
      </Field>
    </FormDialog>
  );
}
