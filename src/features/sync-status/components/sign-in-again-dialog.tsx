import { Button, Field, Input, MessageBar, MessageBarBody, Text } from '@fluentui/react-components';
import { PersonKeyRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { describeError } from '../../../lib/describe-error';
import { useSession } from '../../../lib/session/session-context';
import { FormDialog } from '../../../ui/form-dialog';
import { signInAgain } from '../actions/sign-in-again';

/**
 * The session expired while changes wait: the user signs in again here, without leaving the page or
 * losing the queue, and sync resumes with the new session.
 */
export function SignInAgainDialog({ pending }: { pending: number }) {
  const { t } = useTranslation('sync');
  const { state, signIn } = useSession();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const email = state.status === 'authenticated' ? state.user.email : '';

  async function submit() {
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
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
      }}
      trigger={
        <Button appearance="primary" icon={<PersonKeyRegular />}>
          {t('sign_in_again.open')}
        </Button>
      }
      title={t('sign_in_again.title')}
      submitLabel={t('sign_in_again.submit')}
      submitting={submitting}
      onSubmit={submit}
    >
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
    </FormDialog>
  );
}
