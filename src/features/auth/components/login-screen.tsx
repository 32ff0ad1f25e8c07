import { Divider, makeStyles, Text, Title2, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { CenteredCard } from '../../../ui/centered-card';
import { RouterLink } from '../../../ui/router-link';
import { LoginForm } from './login-form';
import { SignupButton } from './signup-button';
import { SsoEntry } from './sso-entry';

const useStyles = makeStyles({
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
});

export function LoginScreen() {
  const { t } = useTranslation('auth');
  const styles = useStyles();
  const [searchParams] = useSearchParams();
  return (
    <CenteredCard>
      <Title2 as="h1">{t('login.title')}</Title2>
      <Text>{t('login.intro')}</Text>
      <LoginForm />
      <div className={styles.row}>
        <RouterLink to={paths.forgotPassword}>{t('login.forgot_password')}</RouterLink>
        <SignupButton
          defaultOpen={searchParams.get('signup') === '1'}
          appearance="secondary"
          label="signup.create_account"
        />
      </div>
      <Divider>{t('login.or')}</Divider>
      <SsoEntry next={searchParams.get('next')} />
    </CenteredCard>
  );
}
