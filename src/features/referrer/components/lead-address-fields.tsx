import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../ui/text-field';
import type { AddressDraft } from '../lib/lead-draft';

const useStyles = makeStyles({
  group: {
    border: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  legend: { fontWeight: tokens.fontWeightSemibold, paddingBlockEnd: tokens.spacingVerticalXS },
});

/** Street, postcode and city of one of a lead's two addresses, as one named group. */
export function LeadAddressFields({
  legend,
  value,
  onChange,
}: {
  legend: string;
  value: AddressDraft;
  onChange: (next: AddressDraft) => void;
}) {
  const { street, zipCode, city } = value;
  const { t } = useTranslation('leads');
  const styles = useStyles();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <TextField
        label={t('fields.street')}
        value={street}
        onChange={(next) => onChange({ ...value, street: next })}
      />
      <TextField
        label={t('fields.zip_code')}
        value={zipCode}
        onChange={(next) => onChange({ ...value, zipCode: next })}
      />
      <TextField
        label={t('fields.city')}
        value={city}
        onChange={(next) => onChange({ ...value, city: next })}
      />
    </fieldset>
  );
}
