import { Checkbox, Dropdown, Field, makeStyles, Option, Textarea, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Address } from '../../../domain/entities/common.schema';
import { useBusinessSettings } from '../../../db/hooks/use-business-settings';
import { countries, type Country } from '../../../domain/enums';
import { outsideServiceArea } from '../../../domain/projects';
import { TextField } from '../../../ui/text-field';

const useStyles = makeStyles({
  // Two short fields side by side, one under the other on a phone (an input is wider than 10rem).
  pair: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
    gap: tokens.spacingHorizontalM,
  },
});

const countryKeys = {
  BE: 'projects:countries.BE',
  FR: 'projects:countries.FR',
  DE: 'projects:countries.DE',
  IT: 'projects:countries.IT',
} as const satisfies Record<Country, string>;

type TextKey = 'street' | 'number' | 'zipCode' | 'city' | 'apartmentNumber' | 'floor';

const textLabels = {
  street: 'projects:address.street',
  number: 'projects:address.number',
  zipCode: 'projects:address.zip_code',
  city: 'projects:address.city',
  apartmentNumber: 'projects:address.apartment_number',
  floor: 'projects:address.floor',
} as const satisfies Record<TextKey, string>;

const autoComplete: Partial<Record<TextKey, string>> = {
  street: 'address-line1',
  zipCode: 'postal-code',
  city: 'address-level2',
};

/**
 * The delivery address; `message` gives a field's error text, placed under it. A postcode outside
 * the area the business serves is said under the postcode: allowed, but the client knows.
 */
export function AddressFields({
  address,
  onChange,
  message,
}: {
  address: Address;
  onChange: (address: Address) => void;
  message: (field: string) => string | undefined;
}) {
  const { t } = useTranslation('projects');
  const styles = useStyles();
  const prefixes = useBusinessSettings()?.serviceAreaPrefixes ?? [];
  const outside = outsideServiceArea(address, prefixes);
  const text = (key: TextKey) => (
    <TextField
      label={t(textLabels[key])}
      value={address[key]}
      autoComplete={autoComplete[key]}
      onChange={(value) => onChange({ ...address, [key]: value })}
      message={message(key)}
      warning={key === 'zipCode' && outside ? t('address.outside_area') : undefined}
    />
  );
  return (
    <>
      <div className={styles.pair}>
        {text('street')}
        {text('number')}
      </div>
      <div className={styles.pair}>
        {text('zipCode')}
        {text('city')}
      </div>
      <Field label={t('address.country')} validationMessage={message('country')}>
        <Dropdown
          value={t(countryKeys[address.country])}
          selectedOptions={[address.country]}
          onOptionSelect={(_, data) => {
            const country = countries.find((code) => code === data.optionValue);
            if (country) onChange({ ...address, country });
          }}
        >
          {countries.map((code) => (
            <Option key={code} value={code}>
              {t(countryKeys[code])}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <div className={styles.pair}>
        {text('apartmentNumber')}
        {text('floor')}
      </div>
      <Checkbox
        label={t('address.elevator')}
        checked={address.hasElevator}
        onChange={(_, data) => onChange({ ...address, hasElevator: data.checked === true })}
      />
      <Checkbox
        label={t('address.easy_access')}
        checked={address.hasEasyAccess}
        onChange={(_, data) => onChange({ ...address, hasEasyAccess: data.checked === true })}
      />
      <Field label={t('address.notes')} validationMessage={message('notes')}>
        <Textarea value={address.notes} onChange={(_, data) => onChange({ ...address, notes: data.value })} />
      </Field>
    </>
  );
}
