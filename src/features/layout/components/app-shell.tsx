import {
  Button,
  DrawerBody,
  DrawerFooter,
  DrawerHeader,
  DrawerHeaderTitle,
  InlineDrawer,
  makeStyles,
  OverlayDrawer,
  tokens,
} from '@fluentui/react-components';
import { Dismiss24Regular } from '@fluentui/react-icons';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/session-context';
import { Logo } from '../../../ui/logo';
import { useMediaQuery, wideScreenQuery } from '../../../ui/use-media-query';
import { AppHeader } from './app-header';
import { Breadcrumbs } from './breadcrumbs';
import { SideNav } from './side-nav';
import { VatSwitch } from './vat-switch';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    minHeight: '100vh',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  body: { display: 'flex', flexGrow: 1, minHeight: 0 },
  inlineDrawer: { width: '248px', backgroundColor: tokens.colorNeutralBackground1 },
  main: {
    flexGrow: 1,
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalXL,
    '@media (max-width: 767px)': { padding: tokens.spacingHorizontalM },
  },
});

/**
 * The page frame: header, the role's navigation (inline on wide screens, a drawer on phones) and
 * breadcrumbs. Visitors who are not signed in get no navigation, and the sign-up entry instead.
 */
export function AppShell({ signupSlot, children }: { signupSlot: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('nav');
  const styles = useStyles();
  const { state } = useSession();
  const wide = useMediaQuery(wideScreenQuery);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const showNav = state.status !== 'anonymous';
  const isClient = state.status === 'authenticated' && state.user.role === 'client';
  const closeDrawer = () => setDrawerOpen(false);

  return (
    <div className={styles.root}>
      <AppHeader
        session={state}
        wide={wide}
        signupSlot={signupSlot}
        onToggleDrawer={showNav && !wide ? () => setDrawerOpen((open) => !open) : null}
      />
      <div className={styles.body}>
        {showNav && wide && (
          <InlineDrawer open separator className={styles.inlineDrawer}>
            <DrawerBody>
              <SideNav session={state} onNavigate={() => undefined} />
            </DrawerBody>
          </InlineDrawer>
        )}
        {showNav && !wide && (
          <OverlayDrawer open={drawerOpen} onOpenChange={(_, data) => setDrawerOpen(data.open)} aria-label={t('drawer_label')}>
            <DrawerHeader>
              <DrawerHeaderTitle
                action={
                  <Button appearance="subtle" icon={<Dismiss24Regular />} aria-label={t('close_menu')} onClick={closeDrawer} />
                }
              >
                <Logo />
              </DrawerHeaderTitle>
            </DrawerHeader>
            <DrawerBody>
              <SideNav session={state} onNavigate={closeDrawer} />
            </DrawerBody>
            {isClient && (
              <DrawerFooter>
                <VatSwitch />
              </DrawerFooter>
            )}
          </OverlayDrawer>
        )}
        <main className={styles.main}>
          {state.status === 'authenticated' && <Breadcrumbs />}
          {children}
        </main>
      </div>
    </div>
  );
}
