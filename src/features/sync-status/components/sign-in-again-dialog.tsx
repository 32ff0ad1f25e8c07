import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Text,
  tokens,
} from '@fluentui/react-components';
import { PersonKeyRegular } from '@fluentui/react-icons';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { describeError } from '../../../lib/describe-error';
import { useSession } from '../../../lib/session/session-context';
import { signInAgain } from '../actions/sign-in-again';

const useStyles = makeStyles({
  form: { display: 'contents' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/**
 * The session expired while changes wait: the user signs in again here, without leaving the page or
 * losing the queue, and sync resumes with the new session.
 */
export function SignInAgainDialog({ pending }: { pending: number }) {
  const { t } = useTranslation('sync');
  const styles = useStyles();
  const { state, signIn } = useSession();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const email = state.status === 'authenticated' ? state.user.email : '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitting(true);
    const result = await signInAgain(email, password);
    setSubmitting(false);
    if (result.ok) {
      setOpen(false);
      setPassword('');
      signIn(result.session);
      return;
    }
    setError(result.error instanceof z.ZodError ? t('validation:required') : describeError(result.error, t));
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(_, data) => {
        setOpen(data.open);
        setError(null);
      }}
    >
      <DialogTrigger disableButtonEnhancement>
        <Button appearance="primary" icon={<PersonKeyRegular />}>
          {t('sign_in_again.open')}
        </Button>
      </DialogTrigger>
      <DialogSurface>
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <DialogBody>
            <DialogTitle>{t('sign_in_again.title')}</DialogTitle>
            <DialogContent className={styles.content}>
              <Text>{t('sign_in_again.text', { count: pending, email })}</Text>
              {error && (
                <MessageBar intent="error" role="alert">
                  <MessageBarBody>{error}</MessageBarBody>
                </MessageBar>
              )}
              <Field label={t('sign_in_again.password')}>
                <Input
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(_, data) => setPassword(data.value)}
                />
              </Field>
            </DialogContent>
            <DialogActions>
              <DialogTrigger disableButtonEnhancement>
                <Button>{t('common:actions.cancel')}</Button>
              </DialogTrigger>
              <Button type="submit" appearance="primary" disabled={submitting}>
                {t('sign_in_again.submit')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
