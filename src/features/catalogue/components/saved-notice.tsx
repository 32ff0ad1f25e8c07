import { useLocation } from 'react-router';
import type { ActionSuccess } from '../../../lib/action-result';
import { useChangeSent } from '../../../sync/sync-context';
import { SavedBar } from '../../../ui/saved-bar';

/** The state a form hands to its list after a save, so the list says it was saved (and when it is sent). */
export function savedState(outcome: ActionSuccess): { saved: true; mutationID?: number } {
  return outcome.mutationID === undefined ? { saved: true } : { saved: true, mutationID: outcome.mutationID };
}

function savedChange(state: unknown): { mutationID: number | undefined } | null {
  if (typeof state !== 'object' || state === null || !('saved' in state) || state.saved !== true) return null;
  return {
    mutationID: 'mutationID' in state && typeof state.mutationID === 'number' ? state.mutationID : undefined,
  };
}

/** On a list reached from its form's save: "Saved" once the server has that change, else kept on this device. */
export function SavedNotice() {
  const { state } = useLocation();
  const saved = savedChange(state);
  const sent = useChangeSent(saved?.mutationID);
  if (saved === null) return null;
  return <SavedBar sent={sent} />;
}
