import { Checkbox, Field, Select, Textarea } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { countries } from '../../../domain/enums';
import { TextField } from '../../../ui/text-field';
import type { GeneralForm } from '../lib/general-form';
import { useFieldStyles } from './field-styles';

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

type Address = GeneralForm['address'];

/** The delivery address of the office's project form, its country named in the reader's language. */
export function AddressFields({
  form,
  onChange,
}: {
  form: GeneralForm;
  onChange: (next: GeneralForm) => void;
}) {
  const styles = useFieldStyles();
  const { t, i18n } = useTranslation('adminProjects');
  const regions = new Intl.DisplayNames([i18n.language], { type: 'region' });
  const set = (patch: Partial<Address>) => onChange({ ...form, address: { ...form.address, ...patch } });
  const text = (key: 'street' | 'number' | 'zipCode' | 'city' | 'apartmentNumber' | 'floor') => (
    <TextField
      label={t(addressKeys[key])}
      value={form.address[key]}
      onChange={(value) => set({ [key]: value })}
    />
  );
  const flag = (key: 'hasElevator' | 'hasEasyAccess') => (
    <Checkbox
      label={t(addressKeys[key])}
      checked={form.address[key]}
      onChange={(_, data) => set({ [key]: data.checked === true })}
    />
  );
  return (
    <>
      {text('number')}
      {text('street')}
      {text('zipCode')}
      {text('city')}
      <Field label={t('general.address.country')}>
        <Select
          className={styles.select}
          value={form.address.country}
          onChange={(_, data) => set({ country: countries.find((c) => c === data.value) ?? 'FR' })}
        >
          {countries.map((country) => (
            <option key={country} value={country}>
              {regions.of(country)}
            </option>
          ))}
        </Select>
      </Field>
      {text('apartmentNumber')}
      {text('floor')}
      {flag('hasElevator')}
      {flag('hasEasyAccess')}
      <Field label={t('general.address.notes')}>
        <Textarea value={form.address.notes} onChange={(_, data) => set({ notes: data.value })} />
      </Field>
    </>
  );
}
