import type { CurrentUser } from '../../domain/auth/auth.schema';
import type { FitoutDatabase } from '../../db/database';
import { ApiError, NetworkError } from '../api-client';
import { fetchCurrentUser } from '../auth-api';
import { clearSession, hasStoredSession } from '../session-storage';
import { readCurrentUserMirror, writeCurrentUserMirror } from './current-user-mirror';

export type SessionState =
  | { status: 'anonymous' }
  | { status: 'loading' }
  | { status: 'authenticated'; user: CurrentUser; offline: boolean }
  | { status: 'error'; error: Error };

/** The signed-in user; null while there is none (signed out, still checking, or the check failed). */
export function userOf(session: SessionState): CurrentUser | null {
  return session.status === 'authenticated' ? session.user : null;
}

/** Gateways answer these when the API behind them is down: as good as no network. */
const unreachableStatuses = new Set([502, 503, 504]);

function isUnreachable(error: unknown): boolean {
  return (
    error instanceof NetworkError || (error instanceof ApiError && unreachableStatuses.has(error.status))
  );
}

/**
 * The session check of spec section 4. The server's answer wins; when the server cannot be reached
 * the IndexedDB mirror of the last confirmed user stands in, so the app starts offline. A 401 means
 * the token is dead: it is dropped so the user is asked to sign in again.
 */
export async function checkSession(db: FitoutDatabase, signal?: AbortSignal): Promise<SessionState> {
  if (!hasStoredSession()) return { status: 'anonymous' };
  try {
    const user = await fetchCurrentUser(signal);
    await writeCurrentUserMirror(db, user);
    return { status: 'authenticated', user, offline: false };
  } catch (error) {
    if (isUnreachable(error)) {
      const mirror = await readCurrentUserMirror(db);
      if (mirror) return { status: 'authenticated', user: mirror, offline: true };
    }
    if (error instanceof ApiError && error.status === 401) {
      clearSession();
      return { status: 'anonymous' };
    }
    return { status: 'error', error: error instanceof Error ? error : new Error(String(error)) };
  }
}
