import { createContext, use, type ReactNode } from 'react';
import type { FitoutDatabase } from '../db/database';

const DatabaseContext = createContext<FitoutDatabase | null>(null);

/** Holds the page's one FitoutDatabase, so screens and hooks share a single connection. */
export function DatabaseProvider({ database, children }: { database: FitoutDatabase; children: ReactNode }) {
  return <DatabaseContext value={database}>{children}</DatabaseContext>;
}

export function useDatabase(): FitoutDatabase {
  const database = use(DatabaseContext);
  if (!database) throw new Error('useDatabase must be used inside <DatabaseProvider>');
  return database;
}
