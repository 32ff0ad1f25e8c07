import { Checkbox, Field, Select, Textarea } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalRow } from '../../../db/database';
import { projectSizes } from '../../../domain/enums';
import type { FieldKeys } from '../../../lib/action-result';
import type { GeneralRequirementField } from '../../../domain/projects';
import { DateField } from '../../../ui/date-field';
import { TextField } from '../../../ui/text-field';
import type { GeneralForm } from '../lib/general-form';
import { AddressFields } from './address-fields';
import { ClientPriceFields } from './client-price-fields';
import { useFieldStyles } from './field-styles';

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

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  const styles = useFieldStyles();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}

/** Every field of spec section 3's project the office sets, grouped as the form reads. */
export function GeneralFields({ form, onChange, fields, required, siblings }: GeneralFieldsProps) {
  const styles = useFieldStyles();
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
      <Group legend={t('general.groups.operation')}>
        {text('name', 'text', required.includes('name'))}
        {text('operationNumber', 'text', required.includes('operationNumber'))}
        {text('airtableLink', 'url', required.includes('airtableLink'))}
        <Field label={t('general.projectType')}>
          <Select
            className={styles.select}
            value={form.projectType}
            onChange={(_, data) =>
              onChange({ ...form, projectType: projectSizes.find((size) => size === data.value) ?? '' })
            }
          >
            <option value="">{t('general.none')}</option>
            {projectSizes.map((size) => (
              <option key={size}>{size}</option>
            ))}
          </Select>
        </Field>
        <Field label={t('general.parentProjectId')}>
          <Select
            className={styles.select}
            value={form.parentProjectId}
            onChange={(_, data) => onChange({ ...form, parentProjectId: data.value })}
          >
            <option value="">{t('general.none')}</option>
            {siblings.map((project) => (
              <option key={project.id} value={project.id}>
                {project.name}
              </option>
            ))}
          </Select>
        </Field>
      </Group>
      <Group legend={t('general.groups.dates')}>
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
      </Group>
      <Group legend={t('general.groups.address')}>
        <AddressFields form={form} onChange={onChange} />
        {long('projectAccessNotes')}
      </Group>
      <Group legend={t('general.groups.notes')}>
        {long('note')}
        {text('shoppingListUrl', 'url')}
        {long('purchaseOrderComments')}
      </Group>
      <Group legend={t('general.groups.prices')}>
        {text('budget')}
        <ClientPriceFields form={form} onChange={onChange} fields={fields} />
        {text('validatedPrice')}
      </Group>
    </>
  );
}
