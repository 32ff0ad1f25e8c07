import { createContext, useContext, type ReactNode } from 'react';
import type { FitoutDatabase } from './database';

const DatabaseContext = createContext<FitoutDatabase | null>(null);

/** Hooks read the database from here, so components never import it and tests can pass their own. */
export function DatabaseProvider({ db, children }: { db: FitoutDatabase; children: ReactNode }) {
  return <DatabaseContext.Provider value={db}>{children}</DatabaseContext.Provider>;
}

export function useDatabase(): FitoutDatabase {
  const db = useContext(DatabaseContext);
  if (!db) throw new Error('useDatabase needs a <DatabaseProvider>');
  return db;
}
