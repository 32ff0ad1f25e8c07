import { createRoot } from 'react-dom/client';
import { InstallApp } from './app/install-app';
import { registerServiceWorker } from './app/register-service-worker';
import { createI18n } from './i18n/create-i18n';
import { installerNamespaces } from './i18n/namespaces';
import { installerLinkOf } from './domain/pages';

const container = document.getElementById('root');
if (!container) throw new Error('install.html has no #root element');
// The server and the service worker send this page for installers' addresses alone.
const { purchaseOrderId, installationToken } = installerLinkOf(window.location.pathname);
createRoot(container).render(
  <InstallApp
    i18n={createI18n(installerNamespaces)}
    purchaseOrderId={purchaseOrderId}
    installationToken={installationToken}
  />,
);
registerServiceWorker();
