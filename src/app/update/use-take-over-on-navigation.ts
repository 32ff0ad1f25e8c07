import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { editingNow } from './editing-now';
import { updateOffer } from './update-offer';

/**
 * Going to another page is the safe moment for a waiting version: nothing is typed on a page being
 * left. The page load itself is no move.
 */
export function useTakeOverOnNavigation(): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const offer = updateOffer.get();
    if (offer?.stage === 'waiting' && !editingNow()) offer.apply();
  }, [pathname]);
}
