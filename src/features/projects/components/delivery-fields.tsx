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
import { useTranslation } from 'react-i18next';
import { projectSizes } from '../../../domain/enums';
import type { DeliveryForm } from '../actions/project-actions';
import { AddressFields } from './address-fields';
import { DateField } from '../../../ui/date-field';

const useStyles = makeStyles({
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

interface DeliveryFieldsProps {
  form: DeliveryForm;
  onChange: (form: DeliveryForm) => void;
  /** What was refused in a field, by the field's name. */
  message: (field: string) => string | undefined;
}

/** Where to deliver: the house size, the address and how to get in. */
export function DeliverySiteFields({
  form,
  onChange,
  message,
  disabled,
}: DeliveryFieldsProps & { disabled: boolean }) {
  const { t } = useTranslation('projects');
  const styles = useStyles();
  return (
    <fieldset className={styles.group} disabled={disabled}>
      <Field label={t('delivery.size')} required validationMessage={message('projectType')}>
        <Dropdown
          placeholder={t('delivery.size_placeholder')}
          value={form.projectType ?? ''}
          selectedOptions={form.projectType ? [form.projectType] : []}
          onOptionSelect={(_, data) =>
            onChange({
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
        onChange={(address) => onChange({ ...form, address })}
        message={message}
      />
      <Field label={t('delivery.access_notes')} validationMessage={message('projectAccessNotes')}>
        <Textarea
          value={form.projectAccessNotes}
          onChange={(_, data) => onChange({ ...form, projectAccessNotes: data.value })}
        />
      </Field>
    </fieldset>
  );
}

/** The wished dates, said to be fixed once the office has confirmed them. */
export function DeliveryDateFields({
  form,
  onChange,
  message,
  confirmed,
  locked,
}: DeliveryFieldsProps & { confirmed: boolean; locked: boolean }) {
  const { t } = useTranslation('projects');
  const styles = useStyles();
  return (
    <fieldset className={styles.group} disabled={locked}>
      <legend className={styles.legend}>{t('delivery.dates')}</legend>
      {confirmed && (
        <MessageBar intent="info">
          <MessageBarBody>{t('delivery.dates_confirmed')}</MessageBarBody>
        </MessageBar>
      )}
      <DateField
        label={t('delivery.start')}
        disabled={locked}
        value={form.start}
        onChange={(start) => onChange({ ...form, start })}
        message={message('start')}
      />
      <DateField
        label={t('delivery.end')}
        disabled={locked}
        value={form.end}
        onChange={(end) => onChange({ ...form, end })}
        message={message('end')}
      />
    </fieldset>
  );
}
