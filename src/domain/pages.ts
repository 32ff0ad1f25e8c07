import { paths } from './paths';

/** The app's page: every address but an installer's is answered with it, by the server and offline. */
export const APP_PAGE = 'index.html';

/** The installer's page, a page of its own (src/install-main.tsx), answered for installers' addresses. */
export const INSTALLER_PAGE = 'install.html';

const installerPathPrefix = paths.install.slice(0, paths.install.indexOf(':'));

/** An installer's page (`/install/{purchaseOrderId}/{token}`). */
export function isInstallerPath(pathname: string): boolean {
  return pathname.startsWith(installerPathPrefix);
}

/** The page the address `pathname` opens. */
export function pageOf(pathname: string): string {
  return isInstallerPath(pathname) ? INSTALLER_PAGE : APP_PAGE;
}

/** The purchase order and token an installer's page address names (empty where it lacks one). */
export function installerLinkOf(pathname: string): { purchaseOrderId: string; installationToken: string } {
  const [purchaseOrderId = '', installationToken = ''] = pathname
    .slice(installerPathPrefix.length)
    .split('/');
  return { purchaseOrderId, installationToken };
}
