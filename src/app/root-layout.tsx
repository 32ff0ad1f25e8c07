import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { SignupButton } from '../features/auth/components/signup-button';
import { AppShell } from '../features/layout/components/app-shell';
import { LoadingScreen } from '../ui/loading-screen';

/** Composes the layout with the auth feature's sign-up entry, so neither feature imports the other. */
export function RootLayout() {
  return (
    <AppShell signupSlot={<SignupButton />}>
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
    </AppShell>
  );
}
