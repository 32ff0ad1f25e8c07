import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import type { i18n } from 'i18next';
import { StrictMode, Suspense, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { FitoutDatabase } from '../db/database';
import { DatabaseProvider } from '../db/database-context';
import { SessionProvider } from '../lib/session/session-context';
import { LoadingScreen } from '../ui/loading-screen';
import { routes } from './routes';
import { takeOverOnNavigation } from './update/take-over-on-navigation';
import { UpgradeBlockedBar } from './upgrade-blocked-bar';
import { AppSyncProvider } from './sync-provider';

/** Providers, outermost first: theme, translations, the local database, the session, sync, the router. */
export function App({ i18n, database }: { i18n: i18n; database: FitoutDatabase }) {
  const [router] = useState(() => createBrowserRouter(routes));
  useEffect(() => takeOverOnNavigation(router), [router]);
  return (
    <StrictMode>
      <FluentProvider theme={webLightTheme}>
        <I18nextProvider i18n={i18n}>
          <Suspense fallback={<LoadingScreen />}>
            <DatabaseProvider db={database}>
              <UpgradeBlockedBar />
              <SessionProvider>
                <AppSyncProvider>
                  <RouterProvider router={router} />
                </AppSyncProvider>
              </SessionProvider>
            </DatabaseProvider>
          </Suspense>
        </I18nextProvider>
      </FluentProvider>
    </StrictMode>
  );
}
