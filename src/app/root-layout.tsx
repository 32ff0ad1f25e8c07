import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { SignupButton } from '../features/auth/components/signup-button';
import { AppShell } from '../features/layout/components/app-shell';
import { LoadingScreen } from '../ui/loading-screen';
import { WhenSyncing } from './sync-provider';
import { UpdateBar } from './update/update-bar';
import { useTakeOverOnNavigation } from './update/use-take-over-on-navigation';
import { useRouteAnnouncement } from './use-route-announcement';

// Its own chunk: the sign-in page, where no sync runs, does not download it.
const SyncStatus = lazy(() =>
  import('../features/sync-status/components/sync-status').then((m) => ({ default: m.SyncStatus })),
);

/** Composes the layout with the auth feature's sign-up entry and the sync status, so no feature imports another. */
export function RootLayout() {
  useRouteAnnouncement();
  useTakeOverOnNavigation();
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
      <UpdateBar />
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
    </AppShell>
  );
}
