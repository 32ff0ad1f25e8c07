import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { generatePath, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';

/** The two partner organisations with single sign-on (spec section 7). */
const ssoClients = ['sqh', 'caicp'] as const;
type SsoClient = (typeof ssoClients)[number];

const ssoLabelKeys = {
  sqh: 'auth:login.sso.sqh',
  caicp: 'auth:login.sso.caicp',
} as const satisfies Record<SsoClient, string>;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

export function SsoButtons() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const styles = useStyles();
  return (
    <div className={styles.root}>
      {ssoClients.map((ssoClient) => (
        <Button key={ssoClient} onClick={() => navigate(generatePath(paths.ssoRedirect, { ssoClient }))}>
          {t(ssoLabelKeys[ssoClient])}
        </Button>
      ))}
    </div>
  );
}
