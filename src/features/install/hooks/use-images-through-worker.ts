import { useEffect, useState, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  if (!('serviceWorker' in navigator)) return () => undefined;
  navigator.serviceWorker.addEventListener('controllerchange', onChange);
  return () => navigator.serviceWorker.removeEventListener('controllerchange', onChange);
}

function controlled(): boolean {
  return !('serviceWorker' in navigator) || navigator.serviceWorker.controller !== null;
}

/**
 * Whether the page may load furniture images now. On an installer's first visit the worker is
 * still installing when the first lines are drawn: an <img> then would ask the supplier's host
 * directly, besides the copy the worker is storing for the cellar (src/sw/image-store.ts). Once the
 * worker controls the page it answers every image from that copy, or waits for it. Without a
 * worker on its way (no support, a failed install, the dev server), at once.
 */
export function useImagesThroughWorker(): boolean {
  const isControlled = useSyncExternalStore(subscribe, controlled);
  const [noWorker, setNoWorker] = useState(false);
  useEffect(() => {
    if (isControlled) return;
    let cancelled = false;
    void navigator.serviceWorker.getRegistration().then((registration) => {
      if (!cancelled && registration === undefined) setNoWorker(true);
    });
    return () => {
      cancelled = true;
    };
  }, [isControlled]);
  return isControlled || noWorker;
}
