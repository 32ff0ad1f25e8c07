import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import type { i18n } from 'i18next';
import { StrictMode, Suspense, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, matchPath, RouterProvider } from 'react-router';
import type { FitoutDatabase } from '../db/database';
import { paths } from '../domain/paths';
import { DatabaseProvider } from '../db/database-context';
import { SessionProvider } from '../lib/session/session-context';
import { LastingFocusManager } from '../ui/lasting-focus-manager';
import { useHeadingsAsBlocks } from '../ui/heading-styles';
import { LoadingScreen } from '../ui/loading-screen';
import { routes } from './routes';
import { UpgradeBlockedBar } from './upgrade-blocked-bar';
import { AppSyncProvider } from './sync-provider';

/** Providers, outermost first: theme, translations, the local database, the session, sync, the router. */
export function App({ i18n, database }: { i18n: i18n; database: FitoutDatabase }) {
  useHeadingsAsBlocks();
  const [router] = useState(() => createBrowserRouter(routes));
  // The installer's page runs only the link's sync: a signed-in user's sync beside it pulled and
  // reported in the same page (and, with one lock for both, kept the link's from ever starting).
  // An installer arrives by the link's address and never navigates away inside the app: read once.
  const [onInstallerPage] = useState(() => matchPath(paths.install, window.location.pathname) !== null);
  return (
    <StrictMode>
      <FluentProvider theme={webLightTheme}>
        <LastingFocusManager />
        <I18nextProvider i18n={i18n}>
          <Suspense fallback={<LoadingScreen />}>
            <DatabaseProvider db={database}>
              <UpgradeBlockedBar />
              <SessionProvider>
                <AppSyncProvider enabled={!onInstallerPage}>
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
