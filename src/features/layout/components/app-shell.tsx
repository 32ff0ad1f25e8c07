import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session/session-context';
import { Frame } from './frame';
import { LanguageSelect } from './language-select';
import { PublicHeaderEnd } from './public-frame';
import type * as SignedInPartsModule from './signed-in-parts';

type SignedInParts = typeof SignedInPartsModule;

let partsLoad: Promise<SignedInParts> | null = null;
let loadedParts: SignedInParts | null = null;

function loadSignedInParts(): Promise<SignedInParts> {
  partsLoad ??= import('./signed-in-parts').then(
    (module) => (loadedParts = module),
    (error: unknown) => {
      // Out of reach now (a first visit cut off before the chunk came): a later render asks again.
      partsLoad = null;
      throw error;
    },
  );
  return partsLoad;
}

/**
 * Fetches the signed-in parts now. Called at the page's start when a session is stored, so the
 * menu's chunk comes beside the route's instead of after the first render asked for it (on an
 * offline start that was one more chunk to load and run, in line, before the menu showed).
 */
export function preloadSignedInParts(): void {
  loadSignedInParts().catch(() => undefined);
}

/**
 * The signed-in parts once their chunk is in, else null. Read through state rather than lazy():
 * their arrival is then a plain update shown in the next render, where a Suspense retry waited
 * behind the screen's own renders (the menu came ~0.6 s after its chunk on an offline start).
 */
function useSignedInParts(wanted: boolean): SignedInParts | null {
  const [parts, setParts] = useState(loadedParts);
  useEffect(() => {
    if (!wanted || parts) return;
    let current = true;
    loadSignedInParts().then(
      (module) => {
        if (current) setParts(module);
      },
      // Out of reach: the screen stays usable as it is.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, parts]);
  return parts;
}

/**
 * The page frame. Visitors get the light public parts; anyone holding a session (loading, offline
 * or confirmed) gets the navigation parts, fetched as their own chunk. The screen never waits for
 * them: one that is in use when they arrive stays as it is.
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
  const signedIn = state.status !== 'anonymous';
  const parts = useSignedInParts(signedIn);
  const [drawerOpen, setDrawerOpen] = useState(false);
  if (!signedIn)
    return (
      <Frame homeLink={Link} headerEnd={<PublicHeaderEnd signupSlot={signupSlot} />}>
        {children}
      </Frame>
    );
  if (!parts)
    return (
      <Frame homeLink={Link} headerEnd={<LanguageSelect />}>
        {children}
      </Frame>
    );
  return (
    <Frame
      homeLink={Link}
      headerStart={<parts.SignedInMenuButton onToggle={() => setDrawerOpen((open) => !open)} />}
      headerEnd={<parts.SignedInHeaderEnd session={state} syncSlot={syncSlot} />}
      nav={<parts.SignedInNav session={state} drawerOpen={drawerOpen} onDrawerOpenChange={setDrawerOpen} />}
      notices={<parts.SignedInNotices session={state} />}
    >
      {children}
    </Frame>
  );
}
