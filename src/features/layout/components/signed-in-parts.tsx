import { Badge, Button, DrawerBody, InlineDrawer, makeStyles, tokens } from '@fluentui/react-components';
import { Navigation24Regular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { userOf, type SessionState } from '../../../lib/session/check-session';
import { awaitsReferrer } from '../../../domain/auth/menu';
import { useOnline } from '../../../lib/use-online';
import { useMediaQuery, wideScreenQuery } from '../../../ui/use-media-query';
import { VatSwitch } from '../../../ui/vat-switch';
import { AccountMenu } from './account-menu';
import { AwaitingReferrerNotice } from './awaiting-referrer-notice';
import { Breadcrumbs } from './breadcrumbs';
import { LanguageSelect } from './language-select';
import { headerHeight } from './frame-styles';
import { NavDrawer } from './nav-drawer';
import { SideNav } from './side-nav';

// The parts of the frame of a signed-in (or signing-in) user: the role's navigation, inline on wide
// screens and a drawer on phones, breadcrumbs, VAT preference for clients, account menu. Loaded on
// demand so the sign-in page does not download them; the frame (frame.tsx) places them.

const useStyles = makeStyles({
  // Sticks below the header as long pages scroll, its background down to the bottom of the screen;
  // a menu longer than the screen scrolls inside it.
  inlineDrawer: {
    width: '248px',
    backgroundColor: tokens.colorNeutralBackground1,
    position: 'sticky',
    top: headerHeight,
    height: `calc(100vh - ${headerHeight})`,
    alignSelf: 'flex-start',
  },
  offline: { flexShrink: 0 },
});

/** The phone layout's drawer toggle; wide screens keep the navigation open beside the page. */
export function SignedInMenuButton({ onToggle }: { onToggle: () => void }) {
  const { t } = useTranslation('nav');
  const wide = useMediaQuery(wideScreenQuery);
  if (wide) return null;
  return (
    <Button
      appearance="subtle"
      icon={<Navigation24Regular />}
      aria-label={t('open_menu')}
      onClick={onToggle}
    />
  );
}

/** The header's end: the offline mark, the sync status, clients' VAT switch, language and account. */
export function SignedInHeaderEnd({ session, syncSlot }: { session: SessionState; syncSlot?: ReactNode }) {
  const { t } = useTranslation('nav');
  const styles = useStyles();
  const wide = useMediaQuery(wideScreenQuery);
  const online = useOnline();
  const user = userOf(session);
  return (
    <>
      {/* The session was checked from the device's copy: said while the network is away, on wide
          screens (on a phone the sync status says offline, and the header has no room for both). */}
      {session.status === 'authenticated' && session.offline && !online && wide && (
        <Badge className={styles.offline} appearance="tint" color="warning">
          {t('offline')}
        </Badge>
      )}
      {syncSlot}
      {wide && user?.role === 'client' && <VatSwitch />}
      <LanguageSelect />
      <AccountMenu user={user} compact={!wide} />
    </>
  );
}

/** The role's navigation: beside the page on wide screens, a drawer on phones. */
export function SignedInNav({
  session,
  drawerOpen,
  onDrawerOpenChange,
}: {
  session: SessionState;
  drawerOpen: boolean;
  onDrawerOpenChange: (open: boolean) => void;
}) {
  const styles = useStyles();
  const wide = useMediaQuery(wideScreenQuery);
  if (wide) {
    // Always open: without unmountOnClose it does not slide in on every page load, and a half-faded
    // menu is what a screen reader's user and axe would read as low contrast.
    return (
      <InlineDrawer open unmountOnClose={false} separator className={styles.inlineDrawer}>
        <DrawerBody>
          <SideNav session={session} onNavigate={() => undefined} />
        </DrawerBody>
      </InlineDrawer>
    );
  }
  return <NavDrawer session={session} open={drawerOpen} onOpenChange={onDrawerOpenChange} />;
}

/** Above the screen: where it is, and whether the account still waits for its referrer. */
export function SignedInNotices({ session }: { session: SessionState }) {
  const user = userOf(session);
  if (!user) return null;
  return (
    <>
      <Breadcrumbs />
      {awaitsReferrer(user) && <AwaitingReferrerNotice />}
    </>
  );
}
