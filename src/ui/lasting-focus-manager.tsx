import { lazy, Suspense, useEffect, useState } from 'react';

const FocusManagerHolder = lazy(() => import('./focus-manager-holder'));

/** What opens a dialog: a tap or a key. Focus alone is not one (a page may focus its first field). */
const interactions = ['pointerdown', 'keydown'] as const;

/**
 * Holds Fluent's focus manager (Tabster) for the app's whole life. Tabster lives while one component
 * holds it and disposes itself when the last one unmounts. A modal dialog hides the rest of the page
 * (aria-hidden) and, once it is gone, gives it back 250 ms later; a dialog that was the page's last
 * holder and unmounted while open (the trial's submit dialog, replaced by the thanks) disposed
 * Tabster before that, which dropped the pending give-back: the page stayed hidden from screen
 * readers (microsoft/tabster#530, microsoft/fluentui#35139). Held here, every dialog gives it back.
 * Taken at the first tap or key, the moment before a dialog can open: Tabster is about 30 KB
 * compressed, which the first pages (/login, /try) do not need to start.
 */
export function LastingFocusManager() {
  const [interacted, setInteracted] = useState(false);
  useEffect(() => {
    if (interacted) return;
    const onInteraction = () => setInteracted(true);
    for (const type of interactions) window.addEventListener(type, onInteraction, { capture: true });
    return () => {
      for (const type of interactions) window.removeEventListener(type, onInteraction, { capture: true });
    };
  }, [interacted]);
  return interacted ? (
    <Suspense fallback={null}>
      <FocusManagerHolder />
    </Suspense>
  ) : null;
}
