import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formMessageKey, type FieldKeys } from '../../../lib/action-result';
import { useMutate } from '../../../sync/sync-context';
import { saveDelivery, type DeliveryForm } from '../actions/project-actions';
import type { ProjectDraft } from './use-project-draft';

function formOf({ project }: ProjectDraft): DeliveryForm {
  return {
    projectType: project.projectType,
    address: project.address,
    projectAccessNotes: project.projectAccessNotes,
    start: project.dates.start ?? '',
    end: project.dates.end ?? '',
  };
}

/**
 * The delivery step's form: what the user typed, `save` to store it in one update (then
 * `onSaved`), and what was refused, per field (`message`) and as a whole (`summary`).
 */
export function useDeliveryForm(draft: ProjectDraft, onSaved: () => void) {
  const { t } = useTranslation('projects');
  const mutate = useMutate();
  // The form starts from the project and is the user's until saved: a sync does not overwrite typing.
  const [form, setForm] = useState(() => formOf(draft));
  // What the form started from: the base of the saved change, so an edit made since is not overwritten blindly.
  const [seen] = useState(() => draft.project);
  const [fields, setFields] = useState<FieldKeys>({});
  const [summary, setSummary] = useState<string | null>(null);
  const message = (field: string) => (fields[field] ? t(fields[field]) : undefined);

  async function save() {
    const result = await saveDelivery(mutate, draft.project.id, form, draft.project.dates.confirmed, seen);
    setFields(result.ok ? {} : result.fields);
    setSummary(result.ok ? null : t(formMessageKey(result)));
    if (result.ok) onSaved();
  }

  return { form, setForm, message, summary, save };
}
