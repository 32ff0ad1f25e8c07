import {
  Badge,
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
import { Dismiss24Regular, Navigation24Regular } from '@fluentui/react-icons';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionState } from '../../../lib/session/check-session';
import { awaitsReferrer } from '../../../domain/auth/menu';
import { useOnline } from '../../../lib/use-online';
import { Logo } from '../../../ui/logo';
import { useMediaQuery, wideScreenQuery } from '../../../ui/use-media-query';
import { AccountMenu } from './account-menu';
import { Breadcrumbs } from './breadcrumbs';
import { useFrameStyles } from './frame-styles';
import { HeaderBar } from './header-bar';
import { LanguageSelect } from './language-select';
import { AwaitingReferrerNotice } from './awaiting-referrer-notice';
import { SideNav } from './side-nav';
import { mainContentId, SkipLink } from './skip-link';
import { VatSwitch } from '../../../ui/vat-switch';

const useStyles = makeStyles({
  inlineDrawer: { width: '248px', backgroundColor: tokens.colorNeutralBackground1 },
  offline: { flexShrink: 0 },
});

/**
 * The frame of a signed-in (or signing-in) user: the role's navigation, inline on wide screens and
 * a drawer on phones, breadcrumbs, VAT preference for clients, account menu. Loaded on demand so
 * the sign-in page does not download it.
 */
export function SignedInFrame({
  session,
  syncSlot,
  children,
}: {
  session: SessionState;
  syncSlot?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('nav');
  const frame = useFrameStyles();
  const styles = useStyles();
  const wide = useMediaQuery(wideScreenQuery);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const online = useOnline();
  const user = session.status === 'authenticated' ? session.user : null;
  const isClient = user?.role === 'client';
  const closeDrawer = () => setDrawerOpen(false);

  return (
    <div className={frame.root}>
      <SkipLink />
      <HeaderBar
        start={
          !wide && (
            <Button
              appearance="subtle"
              icon={<Navigation24Regular />}
              aria-label={t('open_menu')}
              onClick={() => setDrawerOpen((open) => !open)}
            />
          )
        }
        end={
          <>
            {/* The session was checked from the device's copy: said while the network is away, on wide
                screens (on a phone the sync status says offline, and the header has no room for both). */}
            {session.status === 'authenticated' && session.offline && !online && wide && (
              <Badge className={styles.offline} appearance="tint" color="warning">
                {t('offline')}
              </Badge>
            )}
            {syncSlot}
            {wide && isClient && <VatSwitch />}
            <LanguageSelect />
            <AccountMenu user={user} compact={!wide} />
          </>
        }
      />
      <div className={frame.body}>
        {wide ? (
          // Always open: without unmountOnClose it does not slide in on every page load, and a
          // half-faded menu is what a screen reader's user and axe would read as low contrast.
          <InlineDrawer open unmountOnClose={false} separator className={styles.inlineDrawer}>
            <DrawerBody>
              <SideNav session={session} onNavigate={() => undefined} />
            </DrawerBody>
          </InlineDrawer>
        ) : (
          <OverlayDrawer
            open={drawerOpen}
            onOpenChange={(_, data) => setDrawerOpen(data.open)}
            aria-label={t('drawer_label')}
          >
            <DrawerHeader>
              <DrawerHeaderTitle
                action={
                  <Button
                    appearance="subtle"
                    icon={<Dismiss24Regular />}
                    aria-label={t('close_menu')}
                    onClick={closeDrawer}
                  />
                }
              >
                <Logo />
              </DrawerHeaderTitle>
            </DrawerHeader>
            <DrawerBody>
              <SideNav session={session} onNavigate={closeDrawer} />
            </DrawerBody>
            {isClient && (
              <DrawerFooter>
                <VatSwitch />
              </DrawerFooter>
            )}
          </OverlayDrawer>
        )}
        <main id={mainContentId} tabIndex={-1} className={frame.main}>
          {user && <Breadcrumbs />}
          {user && awaitsReferrer(user) && <AwaitingReferrerNotice />}
          {children}
        </main>
      </div>
    </div>
  );
}
