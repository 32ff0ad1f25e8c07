import { lazy, Suspense, type ReactNode } from 'react';
import { useSession } from '../../../lib/session/session-context';
import { PublicFrame } from './public-frame';

const SignedInFrame = lazy(() => import('./signed-in-frame').then((m) => ({ default: m.SignedInFrame })));

/**
 * The page frame. Visitors get the light public frame; anyone holding a session (loading, offline
 * or confirmed) gets the navigation frame, fetched as its own chunk.
 */
export function AppShell({
  signupSlot,
  syncSlot,
  children,
}: {
  signupSlot: ReactNode;
  syncSlot?: ReactNode;
  children: ReactNode;
}) {
  const { state } = useSession();
  if (state.status === 'anonymous') return <PublicFrame signupSlot={signupSlot}>{children}</PublicFrame>;
  return (
    <Suspense fallback={<PublicFrame signupSlot={null}>{children}</PublicFrame>}>
      <SignedInFrame session={state} syncSlot={syncSlot}>
        {children}
      </SignedInFrame>
    </Suspense>
  );
}
