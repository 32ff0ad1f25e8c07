import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  makeStyles,
  MessageBar,
  MessageBarBody,
  tokens,
  type ButtonProps,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SignupFields } from './signup-fields';
import { useSignupForm } from '../hooks/use-signup-form';
import { paths } from '../../../app/paths';
import { RouterLink } from '../../../ui/router-link';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** The sign-up modal (spec section 2): opened from the header for visitors and from the login card. */
export function SignupDialog({
  triggerAppearance = 'primary',
  triggerLabel = 'signup.open',
  defaultOpen = false,
}: {
  triggerAppearance?: ButtonProps['appearance'];
  triggerLabel?: 'signup.open' | 'signup.create_account';
  defaultOpen?: boolean;
}) {
  const { t } = useTranslation('auth');
  const styles = useStyles();
  const [open, setOpen] = useState(defaultOpen);
  const form = useSignupForm();

  return (
    <Dialog open={open} onOpenChange={(_, data) => setOpen(data.open)}>
      <DialogTrigger disableButtonEnhancement>
        <Button appearance={triggerAppearance}>{t(triggerLabel)}</Button>
      </DialogTrigger>
      <DialogSurface>
        <form onSubmit={form.submit} noValidate>
          <DialogBody>
            <DialogTitle>{t('signup.title')}</DialogTitle>
            <DialogContent className={styles.content}>
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
              <DialogTrigger disableButtonEnhancement>
                <Button>{t('common:actions.cancel')}</Button>
              </DialogTrigger>
              <Button type="submit" appearance="primary" disabled={form.submitting}>
                {form.submitting ? t('signup.submitting') : t('signup.submit')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
