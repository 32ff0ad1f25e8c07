import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Session } from '../../domain/auth/auth.schema';
import { useDatabase } from '../../db/database-context';
import { clearSession, hasStoredSession, storeSession } from '../session-storage';
import { checkSession, type SessionState } from './check-session';

type SessionContextValue = {
  state: SessionState;
  /** Stores a new session (after login or sign-up) and checks it with the server. */
  signIn: (session: Session) => void;
  /** Forgets the session locally; the caller wipes local data (see the logout screen). */
  signOut: () => void;
};

const SessionContext = createContext<SessionContextValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const db = useDatabase();
  const [state, setState] = useState<SessionState>(() =>
    hasStoredSession() ? { status: 'loading' } : { status: 'anonymous' },
  );
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (!hasStoredSession()) return;
    const controller = new AbortController();
    checkSession(db, controller.signal).then(
      (next) => {
        if (!controller.signal.aborted) setState(next);
      },
      () => {
        // Aborted by a newer check: that one reports.
      },
    );
    return () => controller.abort();
  }, [db, generation]);

  const signIn = useCallback((session: Session) => {
    storeSession(session);
    setState({ status: 'loading' });
    setGeneration((value) => value + 1);
  }, []);

  const signOut = useCallback(() => {
    clearSession();
    setState({ status: 'anonymous' });
  }, []);

  const value = useMemo(() => ({ state, signIn, signOut }), [state, signIn, signOut]);
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionContextValue {
  const value = use(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
