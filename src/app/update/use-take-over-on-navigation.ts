import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { editingNow } from './editing-now';
import { updateOffer } from './update-offer';

// The last page seen, kept outside the component: a frame that swaps its content mounts this hook
// again on the new page, and a ref would be born with that page and miss the move. (Subscribing to
// the router itself from App left some first loads stuck on "Loading…": 2 runs in 5 of ten fresh
// browsers signing in, none once it was gone.)
let lastPathname: string | null = null;

/** Going to another page is the safe moment for a waiting version: nothing is typed on a page being left. */
export function useTakeOverOnNavigation(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const moved = lastPathname !== null && lastPathname !== pathname;
    lastPathname = pathname;
    const offer = updateOffer.get();
    if (moved && offer?.stage === 'waiting' && !editingNow()) offer.apply();
  }, [pathname]);
}
