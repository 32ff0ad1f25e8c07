import { Card, CardHeader, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { userOf } from '../../../lib/session/check-session';
import { useSession } from '../../../lib/session/session-context';
import { Page } from '../../../ui/page';
import { ChangePasswordForm } from './change-password-form';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalM },
  details: { display: 'grid', gap: tokens.spacingVerticalXS },
});

export function AccountScreen() {
  const { t } = useTranslation('account');
  const styles = useStyles();
  const { state } = useSession();
  const user = userOf(state);
  return (
    <Page title={t('title')} narrow>
      {user && (
        <Card className={styles.card}>
          <CardHeader header={<Text weight="semibold">{t('profile.title')}</Text>} />
          <div className={styles.details}>
            <Text>{t('profile.name', { first: user.first_name, last: user.last_name })}</Text>
            <Text>{t('profile.email', { email: user.email })}</Text>
          </div>
        </Card>
      )}
      <Card className={styles.card}>
        <CardHeader
          header={
            <Text as="h2" weight="semibold">
              {t('password.title')}
            </Text>
          }
        />
        <ChangePasswordForm />
      </Card>
      <Card className={styles.card}>
        <CardHeader
          header={
            <Text as="h2" weight="semibold">
              {t('deletion.title')}
            </Text>
          }
        />
        <Text>{t('deletion.text')}</Text>
      </Card>
    </Page>
  );
}
