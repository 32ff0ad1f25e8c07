/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { createImageStore, storable } from './image-store';
import {
  isClaimClientsMessage,
  isSkipWaitingMessage,
  isStoreImagesMessage,
  isStoreWholeAppMessage,
} from './messages';
import { registerLocaleRoute } from './locale-route';
import { precacheInParallel, precacheMissing } from './precache-in-parallel';
import { installerFiles, onlyInstallerPages, type AppFile } from './precache-manifest';
import { APP_PAGE, INSTALLER_PAGE, isInstallerPath } from '../domain/pages';
import { API_PREFIX, IMAGES_CACHE, isCachedImageRequest } from './routes';

declare let self: ServiceWorkerGlobalScope;

// Update policy. A newly installed version never calls skipWaiting() by itself: while an older
// version controls open pages it waits. It takes over when
//   - a page posts { type: 'SKIP_WAITING' } (register-service-worker.ts does so when the page starts
//     with a waiting version, when a page with a waiting version is hidden or moves to another
//     route, or when its user presses "Reload now": moments nobody loses what they are typing), or
//   - every page of the app has closed (the browser's own rule).
// clientsClaim() on activate makes the very first install control the open page at once, so it can
// start offline after its first visit; that page had no controller, so it does not reload. A page
// that was still loading then is left out of that claim, and asks for it (CLAIM_CLIENTS). Pages that
// did have a controller reload on `controllerchange`, which is the spec's "reload when a new version
// activates, or activation is triggered from outside", once no field has the focus and no dialog
// is open (src/app/update).
clientsClaim();

const images = createImageStore();

self.addEventListener('message', (event) => {
  if (isSkipWaitingMessage(event.data)) {
    void self.skipWaiting();
  }
  if (isClaimClientsMessage(event.data)) event.waitUntil(self.clients.claim());
  if (isStoreWholeAppMessage(event.data)) event.waitUntil(precacheMissing(precache));
  // The installer page's furniture images (src/sync/photos/offline-assets.ts), answered on the port.
  const port = event.ports[0];
  if (isStoreImagesMessage(event.data) && port) {
    event.waitUntil(
      images.store(event.data.urls, event.data.copyHeaders, (reply) => port.postMessage(reply)),
    );
  }
});

// The shell, hashed assets, locales, fonts and icons (globPatterns in vite.config.ts), stored a few
// at a time. Not in one addAll batch: that left the first install unfinished in two CI runs
// (commit 7463b1e); each file is tried again, and the page registers again after a failed first
// install. When only installers' pages are open, the install stores what their page needs to start
// offline, and the rest (the other screens) waits for the page's STORE_WHOLE_APP once its download
// is over: on a phone's two cores, storing those during the download delayed "ready for offline".
const manifest: (AppFile | string)[] = self.__WB_MANIFEST;
const forInstallers = installerFiles(manifest);
const precache = new PrecacheController();
precache.addToCacheList(manifest);
self.addEventListener('install', (event) =>
  event.waitUntil(
    onlyInstallerPages().then((installers) =>
      precacheInParallel(precache, event, installers ? (url) => forInstallers.has(url) : undefined),
    ),
  ),
);
self.addEventListener('activate', (event) => event.waitUntil(precache.activate(event)));
registerRoute(new PrecacheRoute(precache));
registerLocaleRoute(precache);
cleanupOutdatedCaches();

// Every app route is answered with the precached shell, so a reload with no network still starts
// the app; an installer's address with the installer's page (the first route that matches answers).
// The API is excluded: a navigation to it must reach the server.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isInstallerPath(url.pathname),
  precache.createHandlerBoundToURL(INSTALLER_PAGE),
);
registerRoute(
  new NavigationRoute(precache.createHandlerBoundToURL(APP_PAGE), {
    denylist: [new RegExp(`^${API_PREFIX}`)],
  }),
);

// Furniture images are immutable per URL, so the first copy is good forever; the installer page
// stores every image of its purchase order once while online, for the cellar: the server's copies
// in the worker's database (src/sw/image-copies-database.ts), what a host answered the phone itself
// in this cache.
// Nothing under /api has a route: API calls always go to the network and are never cached here (the
// app keeps its data in IndexedDB, where logout can erase it with the rest).
const imageStrategy = new CacheFirst({
  cacheName: IMAGES_CACHE,
  // Suppliers' images come without CORS headers: the <img> request is no-cors and the answer is
  // opaque (status 0), which an <img> still displays. Workbox's CacheFirst stores only status 200
  // unless a cacheWillUpdate plugin says otherwise (workbox-strategies 7.4, StrategyHandler
  // _ensureResponseSafeToCache), so this one admits 0 too. An opaque error page cannot be told
  // apart from an image; a new URL is the way to replace one.
  plugins: [{ cacheWillUpdate: async ({ response }) => (storable(response) ? response : null) }],
});
// An image the worker is already storing (for the installer page, or for another <img>) is waited
// for, not asked for twice.
registerRoute(
  ({ url, request }) => isCachedImageRequest(request, url, self.location.origin),
  (options) => images.answer(options.request.url, () => imageStrategy.handleAll(options)),
);
