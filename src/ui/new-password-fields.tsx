import { useTranslation } from 'react-i18next';
import type { FieldMessages } from '../lib/form-errors';
import { TextField } from './text-field';

export type NewPasswordValues = { new_password: string; password_confirmation: string };

/** New password and its confirmation, with the password rule as the hint. */
export function NewPasswordFields({
  values,
  messages,
  onChange,
}: {
  values: NewPasswordValues;
  messages: FieldMessages;
  onChange: (values: NewPasswordValues) => void;
}) {
  const { t } = useTranslation('common');
  return (
    <>
      <TextField
        label={t('fields.new_password')}
        type="password"
        required
        autoComplete="new-password"
        hint={t('password_rules')}
        value={values.new_password}
        message={messages.new_password}
        onChange={(value) => onChange({ ...values, new_password: value })}
      />
      <TextField
        label={t('fields.password_confirmation')}
        type="password"
        required
        autoComplete="new-password"
        value={values.password_confirmation}
        message={messages.password_confirmation}
        onChange={(value) => onChange({ ...values, password_confirmation: value })}
      />
    </>
  );
}
