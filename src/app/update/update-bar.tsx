import { lazy, Suspense, useSyncExternalStore } from 'react';
import { updateOffer } from './update-offer';

// Its own chunk: most visits never see a new version arrive.
const UpdateReadyBar = lazy(() => import('./update-ready-bar'));

/** A new version of the app, offered on every page until it takes over. */
export function UpdateBar() {
  const offer = useSyncExternalStore(updateOffer.subscribe, updateOffer.get, () => null);
  if (!offer) return null;
  return (
    <Suspense fallback={null}>
      <UpdateReadyBar offer={offer} />
    </Suspense>
  );
}
