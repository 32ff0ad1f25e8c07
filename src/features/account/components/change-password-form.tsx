import { Button, makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { changePassword } from '../../../lib/auth-api';
import { describeError } from '../../../lib/describe-error';
import { messagesFromApi, messagesFromZod, type FieldMessages } from '../../../lib/form-errors';
import { emptyNewPassword, newPasswordFormSchema } from '../../../lib/new-password-form';
import { NewPasswordFields } from '../../../ui/new-password-fields';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  submit: { alignSelf: 'flex-start' },
});

export function ChangePasswordForm() {
  const { t } = useTranslation('account');
  const styles = useStyles();
  const [values, setValues] = useState(emptyNewPassword);
  const [messages, setMessages] = useState<FieldMessages>({});
  const [outcome, setOutcome] = useState<{ kind: 'success' } | { kind: 'error'; message: string } | null>(
    null,
  );
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    const parsed = newPasswordFormSchema.safeParse(values);
    if (!parsed.success) {
      setMessages(messagesFromZod(parsed.error, t));
      return;
    }
    setMessages({});
    setSubmitting(true);
    try {
      await changePassword(parsed.data.new_password);
      setValues(emptyNewPassword);
      setOutcome({ kind: 'success' });
    } catch (caught) {
      setMessages(messagesFromApi(caught, t));
      setOutcome({ kind: 'error', message: describeError(caught, t) });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('password.title')}>
      {outcome?.kind === 'success' && (
        <MessageBar intent="success" role="status">
          <MessageBarBody>{t('password.success')}</MessageBarBody>
        </MessageBar>
      )}
      {outcome?.kind === 'error' && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{outcome.message}</MessageBarBody>
        </MessageBar>
      )}
      <NewPasswordFields values={values} messages={messages} onChange={setValues} />
      <Button className={styles.submit} type="submit" appearance="primary" disabled={submitting}>
        {t('password.submit')}
      </Button>
    </form>
  );
}
