import { INSTALLER_PAGE } from '../../../domain/pages';

function controlled(container: ServiceWorkerContainer): Promise<void> {
  if (container.controller) return Promise.resolve();
  return new Promise((resolve) => {
    container.addEventListener('controllerchange', () => resolve(), { once: true });
  });
}

/**
 * Resolves once a reload with no network would start the app again: a service worker controls this
 * page (only a controlling worker answers its navigations) and the installer's page is in its cache, looked up
 * rather than inferred. While the first install runs, it waits; without service workers, never true.
 */
export async function offlineShellStored(): Promise<boolean> {
  if (!('serviceWorker' in navigator) || typeof caches === 'undefined') return false;
  await controlled(navigator.serviceWorker);
  // Workbox keys a revisioned file by its URL plus `__WB_REVISION__`: match the path alone.
  const shell = await caches.match(new URL(INSTALLER_PAGE, location.origin).href, { ignoreSearch: true });
  return shell !== undefined;
}
