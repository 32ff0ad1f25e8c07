import { Badge, Button, makeStyles, tokens } from '@fluentui/react-components';
import { Navigation24Regular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import type { SessionState } from '../../../lib/session/check-session';
import { Logo } from '../../../ui/logo';
import { AccountMenu } from './account-menu';
import { LanguageSelect } from './language-select';
import { VatSwitch } from './vat-switch';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    minHeight: '56px',
    paddingInline: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    position: 'sticky',
    top: 0,
    zIndex: 1,
  },
  home: { textDecorationLine: 'none', display: 'inline-flex' },
  spacer: { flexGrow: 1 },
});

export function AppHeader({
  session,
  wide,
  onToggleDrawer,
  signupSlot,
}: {
  session: SessionState;
  wide: boolean;
  onToggleDrawer: (() => void) | null;
  signupSlot: ReactNode;
}) {
  const { t } = useTranslation('nav');
  const styles = useStyles();
  const user = session.status === 'authenticated' ? session.user : null;
  return (
    <header className={styles.root}>
      {onToggleDrawer && (
        <Button appearance="subtle" icon={<Navigation24Regular />} aria-label={t('open_menu')} onClick={onToggleDrawer} />
      )}
      <Link to={paths.home} className={styles.home} aria-label={t('home_link')}>
        <Logo />
      </Link>
      {session.status === 'authenticated' && session.offline && (
        <Badge appearance="tint" color="warning">
          {t('offline')}
        </Badge>
      )}
      <span className={styles.spacer} />
      {wide && user?.role === 'client' && <VatSwitch />}
      <LanguageSelect />
      {session.status === 'anonymous' ? signupSlot : <AccountMenu user={user} compact={!wide} />}
    </header>
  );
}
