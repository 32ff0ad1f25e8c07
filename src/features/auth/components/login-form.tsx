import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { loginSchema } from '../../../domain/auth/auth.schema';
import { login } from '../../../lib/auth-api';
import { describeError } from '../../../lib/describe-error';
import { messagesFromZod, type FieldMessages } from '../../../lib/form-errors';
import { useSession } from '../../../lib/session/session-context';
import { AlertBar } from '../../../ui/alert-bar';
import { TextField } from '../../../ui/text-field';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export function LoginForm() {
  const { t } = useTranslation('auth');
  const styles = useStyles();
  const navigate = useNavigate();
  // The address a signed-out visitor opened (RequireSession): /redirect-logged-in checks it and returns there.
  const [searchParams] = useSearchParams();
  const next = searchParams.get('next');
  const { signIn } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldMessages, setFieldMessages] = useState<FieldMessages>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const parsed = loginSchema.safeParse({ email, password });
    if (!parsed.success) {
      setFieldMessages(messagesFromZod(parsed.error, t));
      return;
    }
    setFieldMessages({});
    setSubmitting(true);
    try {
      signIn(await login(parsed.data));
      const after = next === null ? '' : `?${new URLSearchParams({ next }).toString()}`;
      navigate(`${paths.redirectLoggedIn}${after}`, { replace: true });
    } catch (caught) {
      setError(describeError(caught, t));
      setSubmitting(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('login.form_label')}>
      {error && (
        <AlertBar intent="error" role="alert">
          {error}
        </AlertBar>
      )}
      <TextField
        label={t('fields.email')}
        type="email"
        required
        autoComplete="username"
        value={email}
        message={fieldMessages.email}
        onChange={setEmail}
      />
      <TextField
        label={t('fields.password')}
        type="password"
        required
        autoComplete="current-password"
        value={password}
        message={fieldMessages.password}
        onChange={setPassword}
      />
      <Button type="submit" appearance="primary" disabled={submitting}>
        {submitting ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}
