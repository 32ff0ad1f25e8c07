import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { SignupFields } from './signup-fields';
import { useSignupForm, type TrialSubmit } from '../hooks/use-signup-form';
import { paths } from '../../../app/paths';
import { RouterLink } from '../../../ui/router-link';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

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
  const styles = useStyles();
  const afterClose = useRef<(() => void) | null>(null);
  const form = useSignupForm(
    (enter) => {
      afterClose.current = enter;
      onOpenChange(false);
    },
    beforeSignUp,
    trialSubmit,
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(_, data) => onOpenChange(data.open)}
      surfaceMotion={{
        onMotionFinish: (_, { direction }) => {
          if (direction !== 'exit') return;
          const enter = afterClose.current;
          afterClose.current = null;
          if (!enter) return;
          // Focus back outside the dialog releases the focus trap's aria-hidden on the page before
          // the frame around the opener goes away (fluentui#35139).
          opener.current?.focus();
          setTimeout(enter, 0);
        },
      }}
    >
      <DialogSurface>
        <form onSubmit={form.submit} noValidate>
          <DialogBody>
            <DialogTitle>{t('signup.title')}</DialogTitle>
            <DialogContent className={styles.content}>
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
            </DialogContent>
            <DialogActions>
              <Button onClick={() => onOpenChange(false)}>{t('common:actions.cancel')}</Button>
              <Button type="submit" appearance="primary" disabledFocusable={form.submitting}>
                {form.submitting ? t('signup.submitting') : t('signup.submit')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
