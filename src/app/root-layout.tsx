import { lazy, Suspense } from 'react';
import { Outlet, useMatches } from 'react-router';
import { SignupButton } from '../features/auth/components/signup-button';
import { AppShell } from '../features/layout/components/app-shell';
import { PublicFrame } from '../features/layout/components/public-frame';
import { LoadingScreen } from '../ui/loading-screen';
import { WhenSyncing } from './sync-provider';
import { UpdateBar } from './update/update-bar';
import { useRouteAnnouncement } from './use-route-announcement';

// Its own chunk: the sign-in page, where no sync runs, does not download it.
const SyncStatus = lazy(() =>
  import('../features/sync-status/components/sync-status').then((m) => ({ default: m.SyncStatus })),
);

/** Composes the layout with the auth feature's sign-up entry and the sync status, so no feature imports another. */
export function RootLayout() {
  useRouteAnnouncement();
  // An installer opened a link to work on one purchase order: an account is not for them.
  const onInstallerPage = useMatches().some((match) => match.id === 'install');
  const outlet = (
    <>
      <UpdateBar />
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
    </>
  );
  // The installer's page is the link's own world, whoever may be signed in on the device: one frame
  // from the first paint (the session check swapping frames mounted the page, its store and its sync
  // afresh under a tap) and one sync status, the link's own, inside the page.
  if (onInstallerPage) return <PublicFrame signupSlot={null}>{outlet}</PublicFrame>;
  return (
    <AppShell
      signupSlot={<SignupButton />}
      syncSlot={
        <WhenSyncing>
          <Suspense fallback={null}>
            <SyncStatus />
          </Suspense>
        </WhenSyncing>
      }
    >
      {outlet}
    </AppShell>
  );
}
