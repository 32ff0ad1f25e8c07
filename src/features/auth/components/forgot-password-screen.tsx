import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Text,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths';
import { forgotPasswordSchema } from '../../../domain/auth/auth.schema';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { requestPasswordReset } from '../../../lib/auth-api';
import { describeError } from '../../../lib/describe-error';
import { messagesFromZod, type FieldMessages } from '../../../lib/form-errors';
import { CenteredCard } from '../../../ui/centered-card';
import { RouterLink } from '../../../ui/router-link';
import { TextField } from '../../../ui/text-field';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** Whether the address exists or not, the visitor sees the same confirmation (no account probing). */
function showsConfirmation(error: unknown): boolean {
  return !(error instanceof NetworkError) && !(error instanceof ApiError && error.code === 'rate_limited');
}

export function ForgotPasswordScreen() {
  const { t } = useTranslation('auth');
  const styles = useStyles();
  const [email, setEmail] = useState('');
  const [messages, setMessages] = useState<FieldMessages>({});
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const parsed = forgotPasswordSchema.safeParse({ email });
    if (!parsed.success) {
      setMessages(messagesFromZod(parsed.error, t));
      return;
    }
    setMessages({});
    setSubmitting(true);
    try {
      await requestPasswordReset(parsed.data.email);
      setSent(true);
    } catch (caught) {
      if (showsConfirmation(caught)) setSent(true);
      else setError(describeError(caught, t));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <CenteredCard>
      <Title2 as="h1">{t('forgot.title')}</Title2>
      {sent ? (
        <MessageBar intent="success" role="status">
          <MessageBarBody>{t('forgot.confirmation')}</MessageBarBody>
        </MessageBar>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <Text>{t('forgot.intro')}</Text>
          {error && (
            <MessageBar intent="error" role="alert">
              <MessageBarBody>{error}</MessageBarBody>
            </MessageBar>
          )}
          <TextField
            label={t('fields.email')}
            type="email"
            required
            autoComplete="email"
            value={email}
            message={messages.email}
            onChange={setEmail}
          />
          <Button type="submit" appearance="primary" disabled={submitting}>
            {t('forgot.submit')}
          </Button>
        </form>
      )}
      <RouterLink to={paths.login}>{t('back_to_login')}</RouterLink>
    </CenteredCard>
  );
}
