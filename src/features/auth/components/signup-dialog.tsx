import { MessageBar, MessageBarBody, Text } from '@fluentui/react-components';
import { useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { SignupFields } from './signup-fields';
import { useSignupForm, type TrialSubmit } from '../hooks/use-signup-form';
import { paths } from '../../../app/paths';
import { FormDialog } from '../../../ui/form-dialog';
import { RouterLink } from '../../../ui/router-link';

/** The sign-up modal (spec section 2), loaded when a visitor first asks for it (see SignupButton). */
export function SignupDialog({
  open,
  onOpenChange,
  opener,
  beforeSignUp,
  trialSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  opener: RefObject<HTMLButtonElement | null>;
  beforeSignUp?: () => Promise<unknown>;
  trialSubmit?: TrialSubmit;
}) {
  const { t } = useTranslation('auth');
  const afterClose = useRef<(() => void) | null>(null);
  const form = useSignupForm(
    (enter) => {
      afterClose.current = enter;
      onOpenChange(false);
    },
    beforeSignUp,
    trialSubmit,
  );

  function closed() {
    const enter = afterClose.current;
    afterClose.current = null;
    if (!enter) return;
    // Focus back outside the dialog releases the focus trap's aria-hidden on the page before the
    // frame around the opener goes away (fluentui#35139).
    opener.current?.focus();
    setTimeout(enter, 0);
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('signup.title')}
      submitLabel={form.submitting ? t('signup.submitting') : t('signup.submit')}
      submitting={form.submitting}
      onSubmit={form.submit}
      onClosed={closed}
    >
      {trialSubmit && <Text>{t('signup.submit_intro')}</Text>}
      {form.emailTaken && (
        <MessageBar intent="warning" role="alert">
          <MessageBarBody>
            {t('signup.email_taken')}{' '}
            <RouterLink to={paths.forgotPassword}>{t('signup.forgot_password')}</RouterLink>
          </MessageBarBody>
        </MessageBar>
      )}
      {form.error && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{form.error}</MessageBarBody>
        </MessageBar>
      )}
      <SignupFields values={form.values} messages={form.messages} onChange={form.change} />
    </FormDialog>
  );
}
