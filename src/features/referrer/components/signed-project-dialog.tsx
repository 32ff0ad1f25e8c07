import {
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  SearchBox,
} from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalRow } from '../../../db/database';
import { formMessageKey, type ActionResult } from '../../../lib/action-result';
import { foldText } from '../../../search';
import { useMutate } from '../../../sync/sync-context';
import { FormDialog } from '../../../ui/form-dialog';
import { TextField } from '../../../ui/text-field';
import { saveSignedProject } from '../actions/office-lead-actions';
import { eurosToCents } from '../lib/lead-filters';
import { DateField } from '../../../ui/date-field';

const shownMatches = 8;

/** The office links a lead to the project it became, with the signed value and first contract's date. */
export function SignedProjectDialog({
  lead,
  projects,
}: {
  lead: LocalRow<'leads'>;
  projects: readonly LocalRow<'projects'>[];
}) {
  const { t } = useTranslation('leads');
  const mutate = useMutate();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [projectId, setProjectId] = useState(lead.projectId ?? '');
  const [value, setValue] = useState(
    lead.contractValueCents === null ? '' : String(lead.contractValueCents / 100),
  );
  const [firstContract, setFirstContract] = useState(lead.firstContractAt?.slice(0, 10) ?? '');
  const [result, setResult] = useState<ActionResult>({ ok: true });
  const matches = useMemo(() => {
    const folded = foldText(query.trim());
    const found = projects.filter(
      (project) =>
        project.id === projectId ||
        (folded !== '' &&
          (foldText(project.name).includes(folded) || foldText(project.operationNumber).includes(folded))),
    );
    return found.slice(0, shownMatches);
  }, [projects, query, projectId]);
  const valueCents = value.trim() === '' ? null : eurosToCents(value);

  const submit = async () => {
    if (valueCents === null && value.trim() !== '') {
      setResult({
        ok: false,
        messageKey: 'validation:invalid',
        fields: { contractValueCents: 'validation:invalid' },
      });
      return;
    }
    const outcome = await saveSignedProject(mutate, lead.id, {
      projectId: projectId === '' ? null : projectId,
      contractValueCents: valueCents,
      firstContract,
    });
    setResult(outcome);
    if (outcome.ok) setOpen(false);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={<Button aria-label={t('admin.edit_title', { name: lead.name })}>{t('admin.edit')}</Button>}
      title={t('admin.edit_title', { name: lead.name })}
      submitLabel={t('admin.save')}
      onSubmit={submit}
    >
      {!result.ok && (
        <MessageBar intent="error">
          <MessageBarBody>{t(formMessageKey(result))}</MessageBarBody>
        </MessageBar>
      )}
      <Field label={t('admin.project_search')}>
        <SearchBox value={query} onChange={(_, data) => setQuery(data.value)} />
      </Field>
      <RadioGroup
        aria-label={t('fields.project')}
        value={projectId}
        onChange={(_, data) => setProjectId(data.value)}
      >
        <Radio value="" label={t('admin.no_project')} />
        {matches.map((project) => (
          <Radio
            key={project.id}
            value={project.id}
            label={project.operationNumber ? `${project.name} (${project.operationNumber})` : project.name}
          />
        ))}
      </RadioGroup>
      <TextField
        label={t('fields.contract_value')}
        value={value}
        onChange={setValue}
        message={
          result.ok || !result.fields.contractValueCents ? undefined : t(result.fields.contractValueCents)
        }
      />
      <DateField label={t('fields.first_contract')} value={firstContract} onChange={setFirstContract} />
    </FormDialog>
  );
}
