import { Button, makeStyles, Title2, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths';
import type { ErrorCode } from '../../../domain/errors';
import { errorKeys } from '../../../i18n/error-labels';
import { AlertBar } from '../../../ui/alert-bar';
import { CenteredCard } from '../../../ui/centered-card';
import { RouterLink } from '../../../ui/router-link';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalL },
});

/** Why an SSO sign-in did not go through, with a retry when one can help and the way back to the login. */
export function SsoFailure({
  code,
  offline = false,
  onRetry,
}: {
  code: ErrorCode;
  offline?: boolean;
  /** Absent when retrying cannot help (no such partner). */
  onRetry?: () => void;
}) {
  const { t } = useTranslation('auth');
  const styles = useStyles();
  return (
    <CenteredCard>
      <Title2 as="h1">{t('sso.title')}</Title2>
      <AlertBar intent="error" role="alert">
        {offline ? t('login.sso.offline') : t(errorKeys(code).messageKey)}
      </AlertBar>
      <div className={styles.actions}>
        {onRetry !== undefined && code !== 'sso/unknown_client' && (
          <Button appearance="primary" onClick={onRetry}>
            {t('sso.retry')}
          </Button>
        )}
        <RouterLink to={paths.login}>{t('back_to_login')}</RouterLink>
      </div>
    </CenteredCard>
  );
}
