import { Checkbox, Field, makeStyles, Select, Textarea, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalRow } from '../../../db/database';
import { countries, projectSizes } from '../../../domain/enums';
import type { FieldKeys } from '../../../lib/action-result';
import type { GeneralRequirementField } from '../../../domain/projects';
import { TextField } from '../../../ui/text-field';
import type { GeneralForm } from '../lib/general-form';
import { ClientPriceFields } from './client-price-fields';

const useStyles = makeStyles({
  group: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
    gap: tokens.spacingHorizontalM,
    border: 'none',
    // A fieldset is as wide as its widest content by default: on a phone, the screen's width instead.
    minWidth: 0,
    '& > *': { minWidth: 0 },
    margin: 0,
    padding: 0,
  },
  // A select is as wide as its longest option (a long project name) unless held to its column.
  select: { minWidth: 0, maxWidth: '100%' },
  legend: { fontWeight: tokens.fontWeightSemibold, paddingBottom: tokens.spacingVerticalS },
});

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

const addressKeys = {
  street: 'adminProjects:general.address.street',
  number: 'adminProjects:general.address.number',
  zipCode: 'adminProjects:general.address.zipCode',
  city: 'adminProjects:general.address.city',
  apartmentNumber: 'adminProjects:general.address.apartmentNumber',
  floor: 'adminProjects:general.address.floor',
  hasElevator: 'adminProjects:general.address.hasElevator',
  hasEasyAccess: 'adminProjects:general.address.hasEasyAccess',
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
  const styles = useStyles();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}

/** Every field of spec section 3's project the office sets, grouped as the form reads. */
export function GeneralFields({ form, onChange, fields, required, siblings }: GeneralFieldsProps) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('adminProjects');
  const regions = new Intl.DisplayNames([i18n.language], { type: 'region' });
  const message = (key: string) => {
    const messageKey = fields[key];
    return messageKey === undefined ? undefined : t(messageKey);
  };
  const text = (
    key: Exclude<keyof typeof labelKeys, 'projectAccessNotes' | 'note' | 'purchaseOrderComments'>,
    type: 'text' | 'date' | 'url' = 'text',
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
  const long = (key: 'projectAccessNotes' | 'note' | 'purchaseOrderComments') => (
    <Field label={t(labelKeys[key])}>
      <Textarea value={form[key]} onChange={(_, data) => onChange({ ...form, [key]: data.value })} />
    </Field>
  );
  const address = (key: 'street' | 'number' | 'zipCode' | 'city' | 'apartmentNumber' | 'floor') => (
    <TextField
      label={t(addressKeys[key])}
      value={form.address[key]}
      onChange={(value) => onChange({ ...form, address: { ...form.address, [key]: value } })}
    />
  );
  const flag = (key: 'hasElevator' | 'hasEasyAccess') => (
    <Checkbox
      label={t(addressKeys[key])}
      checked={form.address[key]}
      onChange={(_, data) =>
        onChange({ ...form, address: { ...form.address, [key]: data.checked === true } })
      }
    />
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
        {text('start', 'date')}
        {text('end', 'date')}
        <Checkbox
          label={t('general.datesConfirmed')}
          checked={form.datesConfirmed}
          onChange={(_, data) => onChange({ ...form, datesConfirmed: data.checked === true })}
        />
        {text('delivery', 'date')}
        {text('intervention', 'date')}
        {text('warehousePreparation', 'date')}
        {text('deadline', 'date')}
      </Group>
      <Group legend={t('general.groups.address')}>
        {address('number')}
        {address('street')}
        {address('zipCode')}
        {address('city')}
        <Field label={t('general.address.country')}>
          <Select
            className={styles.select}
            value={form.address.country}
            onChange={(_, data) =>
              onChange({
                ...form,
                address: { ...form.address, country: countries.find((c) => c === data.value) ?? 'FR' },
              })
            }
          >
            {countries.map((country) => (
              <option key={country} value={country}>
                {regions.of(country)}
              </option>
            ))}
          </Select>
        </Field>
        {address('apartmentNumber')}
        {address('floor')}
        {flag('hasElevator')}
        {flag('hasEasyAccess')}
        <Field label={t('general.address.notes')}>
          <Textarea
            value={form.address.notes}
            onChange={(_, data) => onChange({ ...form, address: { ...form.address, notes: data.value } })}
          />
        </Field>
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
