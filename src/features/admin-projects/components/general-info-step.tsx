import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  tokens,
} from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalRow } from '../../../db/database';
import type { FieldKeys } from '../../../lib/action-result';
import { useChangeSent, useMutate } from '../../../sync/sync-context';
import { SavedBar } from '../../../ui/saved-bar';
import { saveGeneral } from '../actions/save-general';
import type { AdminProject } from '../hooks/use-admin-project';
import type { GeneralRequirementField } from '../../../domain/projects';
import type { GeneralFormState } from '../hooks/use-general-form';
import { requirementKeys } from '../lib/labels';
import { GeneralFacts } from './general-facts';
import { GeneralFields } from './general-fields';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

type Outcome =
  { kind: 'saved'; mutationID?: number } | { kind: 'refused'; missing: GeneralRequirementField[] } | null;

/**
 * Step 1: the project's general information, saved in one change (offline too). What the status
 * requires (`required`, the one rule) is marked before any save; a refused save shows the spec's
 * project save error, naming what is missing, and keeps what was typed (`general` is the editor's).
 */
export function GeneralInfoStep({
  data,
  siblings,
  general,
  required,
}: {
  data: AdminProject;
  siblings: readonly LocalRow<'projects'>[];
  general: GeneralFormState;
  required: readonly GeneralRequirementField[];
}) {
  const { t } = useTranslation('adminProjects');
  const styles = useStyles();
  const mutate = useMutate();
  const { project } = data;
  const { form, setForm } = general;
  const [fields, setFields] = useState<FieldKeys>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const sent = useChangeSent(outcome?.kind === 'saved' ? outcome.mutationID : undefined);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    const result = await saveGeneral(mutate, project.id, form, required);
    setSaving(false);
    setFields(result.ok ? {} : result.fields);
    setOutcome(
      result.ok
        ? { kind: 'saved', mutationID: result.mutationID }
        : { kind: 'refused', missing: result.missing },
    );
  }

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <GeneralFacts data={data} />
      <GeneralFields
        form={form}
        onChange={(next) => {
          setForm(next);
          setOutcome(null);
        }}
        fields={fields}
        required={required}
        siblings={siblings.filter((other) => other.id !== project.id)}
      />
      {outcome?.kind === 'refused' && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>
            <MessageBarTitle>{t('general.save_error')}</MessageBarTitle>
            {outcome.missing.length > 0 &&
              t('general.missing', {
                fields: outcome.missing.map((key) => t(requirementKeys[key])).join(', '),
              })}
          </MessageBarBody>
        </MessageBar>
      )}
      {outcome?.kind === 'saved' && <SavedBar sent={sent} />}
      <div>
        <Button type="submit" appearance="primary" disabled={saving}>
          {t('general.save')}
        </Button>
      </div>
    </form>
  );
}
