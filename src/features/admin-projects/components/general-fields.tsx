import { Checkbox, Field, Textarea } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { LocalRow } from '../../../db/database';
import type { FieldKeys } from '../../../lib/action-result';
import type { GeneralRequirementField } from '../../../domain/projects';
import { DateField } from '../../../ui/date-field';
import { TextField } from '../../../ui/text-field';
import type { GeneralForm } from '../lib/general-form';
import { AddressFields } from './address-fields';
import { ClientPriceFields } from './client-price-fields';
import { FieldGroup } from './field-group';
import { ProjectKindFields } from './project-kind-fields';

/** The label of each field, as literal keys (the locale test checks each one). */
const labelKeys = {
  name: 'adminProjects:general.name',
  operationNumber: 'adminProjects:general.operationNumber',
  airtableLink: 'adminProjects:general.airtableLink',
  start: 'adminProjects:general.start',
  end: 'adminProjects:general.end',
  delivery: 'adminProjects:general.delivery',
  intervention: 'adminProjects:general.intervention',
  warehousePreparation: 'adminProjects:general.warehousePreparation',
  deadline: 'adminProjects:general.deadline',
  shoppingListUrl: 'adminProjects:general.shoppingListUrl',
  budget: 'adminProjects:general.budget',
  validatedPrice: 'adminProjects:general.validatedPrice',
  projectAccessNotes: 'adminProjects:general.projectAccessNotes',
  note: 'adminProjects:general.note',
  purchaseOrderComments: 'adminProjects:general.purchaseOrderComments',
} as const;

export interface GeneralFieldsProps {
  form: GeneralForm;
  onChange: (next: GeneralForm) => void;
  fields: FieldKeys;
  /** What the project's status requires (src/domain's rule): marked before any save. */
  required: readonly GeneralRequirementField[];
  /** Other projects of the client: the parent project's choices. */
  siblings: readonly LocalRow<'projects'>[];
}

/** Every field of spec section 3's project the office sets, grouped as the form reads. */
export function GeneralFields({ form, onChange, fields, required, siblings }: GeneralFieldsProps) {
  const { t } = useTranslation('adminProjects');
  const message = (key: string) => {
    const messageKey = fields[key];
    return messageKey === undefined ? undefined : t(messageKey);
  };
  const text = (
    key: Exclude<keyof typeof labelKeys, 'projectAccessNotes' | 'note' | 'purchaseOrderComments'>,
    type: 'text' | 'url' = 'text',
    required = false,
  ) => (
    <TextField
      label={t(labelKeys[key])}
      type={type}
      required={required}
      value={form[key]}
      message={message(key)}
      onChange={(value) => onChange({ ...form, [key]: value })}
    />
  );
  const date = (key: 'start' | 'end' | 'delivery' | 'intervention' | 'warehousePreparation' | 'deadline') => (
    <DateField
      label={t(labelKeys[key])}
      value={form[key]}
      message={message(key)}
      onChange={(value) => onChange({ ...form, [key]: value })}
    />
  );
  const long = (key: 'projectAccessNotes' | 'note' | 'purchaseOrderComments') => (
    <Field label={t(labelKeys[key])}>
      <Textarea value={form[key]} onChange={(_, data) => onChange({ ...form, [key]: data.value })} />
    </Field>
  );
  return (
    <>
      <FieldGroup legend={t('general.groups.operation')}>
        {text('name', 'text', required.includes('name'))}
        {text('operationNumber', 'text', required.includes('operationNumber'))}
        {text('airtableLink', 'url', required.includes('airtableLink'))}
        <ProjectKindFields form={form} onChange={onChange} siblings={siblings} />
      </FieldGroup>
      <FieldGroup legend={t('general.groups.dates')}>
        {date('start')}
        {date('end')}
        <Checkbox
          label={t('general.datesConfirmed')}
          checked={form.datesConfirmed}
          onChange={(_, data) => onChange({ ...form, datesConfirmed: data.checked === true })}
        />
        {date('delivery')}
        {date('intervention')}
        {date('warehousePreparation')}
        {date('deadline')}
      </FieldGroup>
      <FieldGroup legend={t('general.groups.address')}>
        <AddressFields form={form} onChange={onChange} />
        {long('projectAccessNotes')}
      </FieldGroup>
      <FieldGroup legend={t('general.groups.notes')}>
        {long('note')}
        {text('shoppingListUrl', 'url')}
        {long('purchaseOrderComments')}
      </FieldGroup>
      <FieldGroup legend={t('general.groups.prices')}>
        {text('budget')}
        <ClientPriceFields form={form} onChange={onChange} fields={fields} />
        {text('validatedPrice')}
      </FieldGroup>
    </>
  );
}
