import { Button, makeStyles, MessageBar, MessageBarBody, Title2, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { resetPassword } from '../../../lib/auth-api';
import { messagesFromZod, type FieldMessages } from '../../../lib/form-errors';
import { emptyNewPassword, newPasswordFormSchema } from '../../../lib/new-password-form';
import { CenteredCard } from '../../../ui/centered-card';
import { NewPasswordFields } from '../../../ui/new-password-fields';
import { RouterLink } from '../../../ui/router-link';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export function ResetPasswordScreen() {
  const { t } = useTranslation('auth');
  const styles = useStyles();
  const { token = '' } = useParams();
  const [values, setValues] = useState(emptyNewPassword);
  const [messages, setMessages] = useState<FieldMessages>({});
  const [status, setStatus] = useState<'editing' | 'submitting' | 'done' | 'failed'>('editing');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = newPasswordFormSchema.safeParse(values);
    if (!parsed.success) {
      setMessages(messagesFromZod(parsed.error, t));
      return;
    }
    setMessages({});
    setStatus('submitting');
    try {
      await resetPassword(token, parsed.data.new_password);
      setStatus('done');
    } catch {
      // Spec section 8: one message whatever went wrong; an expired or reused link is the usual cause.
      setStatus('failed');
    }
  }

  return (
    <CenteredCard>
      <Title2 as="h1">{t('reset.title')}</Title2>
      {status === 'done' ? (
        <MessageBar intent="success" role="status">
          <MessageBarBody>{t('reset.success')}</MessageBarBody>
        </MessageBar>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          {status === 'failed' && (
            <MessageBar intent="error" role="alert">
              <MessageBarBody>{t('reset.error')}</MessageBarBody>
            </MessageBar>
          )}
          <NewPasswordFields values={values} messages={messages} onChange={setValues} />
          <Button type="submit" appearance="primary" disabled={status === 'submitting'}>
            {t('reset.submit')}
          </Button>
        </form>
      )}
      <RouterLink to={paths.login}>{t('back_to_login')}</RouterLink>
    </CenteredCard>
  );
}
