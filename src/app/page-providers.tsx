import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import type { i18n } from 'i18next';
import { StrictMode, Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { LastingFocusManager } from '../ui/lasting-focus-manager';
import { useHeadingsAsBlocks } from '../ui/heading-styles';
import { LoadingScreen } from '../ui/loading-screen';

/** What each page of the site (the app, the installer's) sits in: the theme, focus, the translations. */
export function PageProviders({ i18n, children }: { i18n: i18n; children: ReactNode }) {
  useHeadingsAsBlocks();
  return (
    <StrictMode>
      <FluentProvider theme={webLightTheme}>
        <LastingFocusManager />
        <I18nextProvider i18n={i18n}>
          <Suspense fallback={<LoadingScreen />}>{children}</Suspense>
        </I18nextProvider>
      </FluentProvider>
    </StrictMode>
  );
}
