import { createSlot } from '../../lib/slot';
import { pageSyncClient } from '../../sync/page-sync-client';
import { allSent } from '../../sync/status';
import { editingNow } from './editing-now';

/** A new version of the app, and what its bar's "Reload now" does. */
export interface UpdateOffer {
  /**
   * `waiting`: installed, it takes over at the next safe moment (another page, the tab hidden).
   * `active`: it already controls this page, which reloads once nobody is typing here.
   */
  stage: 'waiting' | 'active';
  apply(): void;
}

export const updateOffer = createSlot<UpdateOffer>();

// A dialog closing fires no event the document hears, so the wait looks again every second.
const RECHECK_MS = 1_000;

/**
 * The moment a page left open for hours offers a waiting version (the spec's reload on activation):
 * nobody is looking, nothing is typed or decided, and nothing waits to be sent.
 */
export function safeToTakeOver(): boolean {
  if (document.visibilityState !== 'hidden' || editingNow()) return false;
  const client = pageSyncClient.get();
  return client === null || allSent(client.getStatus());
}

/** Runs `action` now when nothing is being typed or decided (editing-now.ts), else at the first moment that is so. */
export function whenNotEditing(action: () => void): void {
  if (!editingNow()) {
    action();
    return;
  }
  const timer = window.setInterval(() => {
    if (editingNow()) return;
    window.clearInterval(timer);
    action();
  }, RECHECK_MS);
}
