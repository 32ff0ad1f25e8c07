import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { FieldMessages } from '../../../lib/form-errors';
import { TextField } from '../../../ui/text-field';
import type { SignupValues } from '../hooks/use-signup-form';

const useStyles = makeStyles({
  pair: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
});

export function SignupFields({
  values,
  messages,
  onChange,
}: {
  values: SignupValues;
  messages: FieldMessages;
  onChange: (field: keyof SignupValues, value: string) => void;
}) {
  const { t } = useTranslation('auth');
  const styles = useStyles();
  return (
    <>
      <div className={styles.pair}>
        <TextField
          label={t('fields.first_name')}
          required
          autoComplete="given-name"
          value={values.first_name}
          message={messages.first_name}
          onChange={(value) => onChange('first_name', value)}
        />
        <TextField
          label={t('fields.last_name')}
          required
          autoComplete="family-name"
          value={values.last_name}
          message={messages.last_name}
          onChange={(value) => onChange('last_name', value)}
        />
      </div>
      <TextField
        label={t('fields.email')}
        type="email"
        required
        autoComplete="email"
        value={values.email}
        message={messages.email}
        onChange={(value) => onChange('email', value)}
      />
      <TextField
        label={t('fields.phone_number')}
        type="tel"
        required
        autoComplete="tel"
        value={values.phone_number}
        message={messages.phone_number}
        onChange={(value) => onChange('phone_number', value)}
      />
      <TextField
        label={t('fields.password')}
        type="password"
        required
        autoComplete="new-password"
        hint={t('password_rules')}
        value={values.password}
        message={messages.password}
        onChange={(value) => onChange('password', value)}
      />
      <TextField
        label={t('fields.password_confirmation')}
        type="password"
        required
        autoComplete="new-password"
        value={values.password_confirmation}
        message={messages.password_confirmation}
        onChange={(value) => onChange('password_confirmation', value)}
      />
    </>
  );
}
