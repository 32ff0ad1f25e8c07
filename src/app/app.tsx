import type { i18n } from 'i18next';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { FitoutDatabase } from '../db/database';
import { DatabaseProvider } from '../db/database-context';
import { SessionProvider } from '../lib/session/session-context';
import { PageProviders } from './page-providers';
import { routes } from './routes';
import { UpgradeBlockedBar } from './upgrade-blocked-bar';
import { AppSyncProvider } from './sync-provider';

/** Providers, outermost first: theme, translations, the local database, the session, sync, the router. */
export function App({ i18n, database }: { i18n: i18n; database: FitoutDatabase }) {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <PageProviders i18n={i18n}>
      <DatabaseProvider db={database}>
        <UpgradeBlockedBar />
        <SessionProvider>
          <AppSyncProvider>
            <RouterProvider router={router} />
          </AppSyncProvider>
        </SessionProvider>
      </DatabaseProvider>
    </PageProviders>
  );
}
