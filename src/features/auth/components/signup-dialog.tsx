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
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { SignupFields } from './signup-fields';
import { useSignupForm } from '../hooks/use-signup-form';
import { paths } from '../../../app/paths';
import { RouterLink } from '../../../ui/router-link';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** The sign-up modal (spec section 2), loaded when a visitor first asks for it (see SignupButton). */
export function SignupDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('auth');
  const styles = useStyles();
  const form = useSignupForm();

  return (
    <Dialog open={open} onOpenChange={(_, data) => onOpenChange(data.open)}>
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
              <Button onClick={() => onOpenChange(false)}>{t('common:actions.cancel')}</Button>
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
