import { useLocation } from 'react-router';
import { useAllSent } from '../../../sync/sync-context';
import { SavedBar } from '../../../ui/saved-bar';

/** The state a form hands to its list after a save, so the list says it was saved. */
export const savedState = { saved: true } as const;

function cameFromSave(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'saved' in state && state.saved === true;
}

/** On a list reached from its form's save: "Saved", or kept on this device until it is sent. */
export function SavedNotice() {
  const { state } = useLocation();
  const allSent = useAllSent();
  if (!cameFromSave(state)) return null;
  return <SavedBar sent={allSent} />;
}
