import { createSlot } from '../lib/slot';
import type { SyncClient } from './client';

/**
 * The sync client this page runs (the signed-in user's or an installer link's, never both), set by
 * its provider: what waits to be sent decides, outside the provider's tree, whether a new version
 * may reload the page now.
 */
export const pageSyncClient = createSlot<SyncClient>();
