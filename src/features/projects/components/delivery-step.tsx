import {
  Dropdown,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Option,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { projectSizes } from '../../../domain/enums';
import { formMessageKey, type FieldKeys } from '../../../lib/action-result';
import { useMutate } from '../../../sync/sync-context';
import { saveDelivery, type DeliveryForm } from '../actions/project-actions';
import type { ProjectDraft } from '../hooks/use-project-draft';
import { deliveryFormId } from '../lib/draft-steps';
import { AddressFields } from './address-fields';
import { ErrorBar } from './error-bar';
import { DateField } from '../../../ui/date-field';

/** The bottom bar's Next submits this form: the step is left forward only once it is saved. */

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  group: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    border: 'none',
    margin: 0,
    padding: 0,
    minWidth: 0,
  },
  legend: { fontWeight: tokens.fontWeightSemibold, paddingBlockEnd: tokens.spacingVerticalS },
});

function formOf({ project }: ProjectDraft): DeliveryForm {
  return {
    projectType: project.projectType,
    address: project.address,
    projectAccessNotes: project.projectAccessNotes,
    start: project.dates.start ?? '',
    end: project.dates.end ?? '',
  };
}

/** Step 3: house size, delivery address, access and wished dates, saved in one update. */
export function DeliveryStep({
  draft,
  editable,
  onSaved,
}: {
  draft: ProjectDraft;
  editable: boolean;
  onSaved: () => void;
}) {
  const { t } = useTranslation('projects');
  const styles = useStyles();
  const mutate = useMutate();
  // The form starts from the project and is the user's until saved: a sync does not overwrite typing.
  const [form, setForm] = useState(() => formOf(draft));
  // What the form started from: the base of the saved change, so an edit made since is not overwritten blindly.
  const [seen] = useState(() => draft.project);
  const [fields, setFields] = useState<FieldKeys>({});
  const [summary, setSummary] = useState<string | null>(null);
  const confirmed = draft.project.dates.confirmed;
  const datesLocked = !editable || confirmed;
  const message = (field: string) => (fields[field] ? t(fields[field]) : undefined);

  async function onSubmit() {
    const result = await saveDelivery(mutate, draft.project.id, form, confirmed, seen);
    setFields(result.ok ? {} : result.fields);
    setSummary(result.ok ? null : t(formMessageKey(result)));
    if (result.ok) onSaved();
  }

  return (
    <form
      id={deliveryFormId}
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (editable) void onSubmit();
        else onSaved();
      }}
    >
      <ErrorBar message={summary} />
      <fieldset className={styles.group} disabled={!editable}>
        <Field label={t('delivery.size')} required validationMessage={message('projectType')}>
          <Dropdown
            placeholder={t('delivery.size_placeholder')}
            value={form.projectType ?? ''}
            selectedOptions={form.projectType ? [form.projectType] : []}
            onOptionSelect={(_, data) =>
              setForm({
                ...form,
                projectType: projectSizes.find((size) => size === data.optionValue) ?? null,
              })
            }
          >
            {projectSizes.map((size) => (
              <Option key={size} value={size}>
                {size}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <AddressFields
          address={form.address}
          onChange={(address) => setForm({ ...form, address })}
          message={message}
        />
        <Field label={t('delivery.access_notes')} validationMessage={message('projectAccessNotes')}>
          <Textarea
            value={form.projectAccessNotes}
            onChange={(_, data) => setForm({ ...form, projectAccessNotes: data.value })}
          />
        </Field>
      </fieldset>
      <fieldset className={styles.group} disabled={datesLocked}>
        <legend className={styles.legend}>{t('delivery.dates')}</legend>
        {confirmed && (
          <MessageBar intent="info">
            <MessageBarBody>{t('delivery.dates_confirmed')}</MessageBarBody>
          </MessageBar>
        )}
        <DateField
          label={t('delivery.start')}
          disabled={datesLocked}
          value={form.start}
          onChange={(start) => setForm({ ...form, start })}
          message={message('start')}
        />
        <DateField
          label={t('delivery.end')}
          disabled={datesLocked}
          value={form.end}
          onChange={(end) => setForm({ ...form, end })}
          message={message('end')}
        />
      </fieldset>
    </form>
  );
}
