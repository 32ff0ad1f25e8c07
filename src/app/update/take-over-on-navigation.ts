import type { createBrowserRouter } from 'react-router';
import { editingNow } from './editing-now';
import { updateOffer } from './update-offer';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * Going to another page is the safe moment for a waiting version: nothing is typed on a page being
 * left. Heard from the router itself, not from a component, since a frame that swaps its content
 * would mount a component again on the new page and miss the move. Returns the unsubscribe.
 */
export function takeOverOnNavigation(router: Router): () => void {
  let pathname = router.state.location.pathname;
  return router.subscribe((state) => {
    if (state.location.pathname === pathname) return;
    pathname = state.location.pathname;
    const offer = updateOffer.get();
    if (offer?.stage === 'waiting' && !editingNow()) offer.apply();
  });
}
