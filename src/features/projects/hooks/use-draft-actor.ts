import { createContext, useContext } from 'react';
import type { Actor } from '../../../domain/mutators/transaction';
import { useSession } from '../../../lib/session/session-context';
import { actorFromCurrentUser } from '../../../sync/actor';

/**
 * Who edits the draft on this page. Signed in, the session's user; in trial mode (no account) the
 * trial page provides its local visitor, so the same draft screens run on both.
 */
export const DraftActorContext = createContext<Actor | null>(null);

export function useDraftActor(): Actor | null {
  const provided = useContext(DraftActorContext);
  const { state } = useSession();
  if (provided !== null) return provided;
  return state.status === 'authenticated' ? actorFromCurrentUser(state.user) : null;
}
