import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useSession } from '../../../lib/session/session-context';
import { Frame } from './frame';
import { LanguageSelect } from './language-select';
import { PublicHeaderEnd } from './public-frame';

const signedInParts = () => import('./signed-in-parts');
const SignedInMenuButton = lazy(() => signedInParts().then((m) => ({ default: m.SignedInMenuButton })));
const SignedInHeaderEnd = lazy(() => signedInParts().then((m) => ({ default: m.SignedInHeaderEnd })));
const SignedInNav = lazy(() => signedInParts().then((m) => ({ default: m.SignedInNav })));
const SignedInNotices = lazy(() => signedInParts().then((m) => ({ default: m.SignedInNotices })));

/**
 * The page frame. Visitors get the light public parts; anyone holding a session (loading, offline
 * or confirmed) gets the navigation parts, fetched as their own chunk. Each part waits in its own
 * boundary: the screen never does, so one that is in use when they arrive stays as it is.
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
  const [drawerOpen, setDrawerOpen] = useState(false);
  if (state.status === 'anonymous')
    return <Frame headerEnd={<PublicHeaderEnd signupSlot={signupSlot} />}>{children}</Frame>;
  return (
    <Frame
      headerStart={
        <Suspense fallback={null}>
          <SignedInMenuButton onToggle={() => setDrawerOpen((open) => !open)} />
        </Suspense>
      }
      headerEnd={
        <Suspense fallback={<LanguageSelect />}>
          <SignedInHeaderEnd session={state} syncSlot={syncSlot} />
        </Suspense>
      }
      nav={
        <Suspense fallback={null}>
          <SignedInNav session={state} drawerOpen={drawerOpen} onDrawerOpenChange={setDrawerOpen} />
        </Suspense>
      }
      notices={
        <Suspense fallback={null}>
          <SignedInNotices session={state} />
        </Suspense>
      }
    >
      {children}
    </Frame>
  );
}
