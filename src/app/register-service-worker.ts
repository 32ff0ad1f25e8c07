import {
  CLAIM_CLIENTS,
  SKIP_WAITING,
  type ClaimClientsMessage,
  type SkipWaitingMessage,
} from '../sw/messages';
import { storeWholeApp } from '../sync/photos/offline-assets';
import { safeToTakeOver, updateOffer, whenNotEditing } from './update/update-offer';
import { whenPageSettled } from '../lib/when-page-settled';

export type RegisterServiceWorkerOptions = {
  /** Called once, when the first install has finished and the app can start with no network. */
  onOfflineReady?: () => void;
  /** Registration failures; nothing is shown to the user. */
  onRegisterError?: (error: unknown) => void;
};

const SERVICE_WORKER_URL = '/sw.js';
// The browser looks for a new version only on navigations, which a single-page app rarely makes.
const UPDATE_CHECK_MS = 30 * 60_000;
/** Waits before trying a failed first install again: soon, then less often. */
const FIRST_INSTALL_RETRY_MS = [1_000, 5_000, 15_000, 30_000];
// A field left, a dialog closed or the queue drained while the page is hidden fires nothing the
// document hears: a waiting version looks again for its safe moment this often.
const SAFE_MOMENT_CHECK_MS = 1_000;

/**
 * Registers the service worker at /sw.js (scope /, classic script) when the browser supports it.
 * Update policy (see src/sw/sw.ts): a waiting version is offered (updateOffer) and told to take
 * over when the page starts with one, at the page's safe moment (hidden, nothing typed, no dialog,
 * nothing to send: safeToTakeOver), at the next in-app navigation, or when the user asks. A page that was already controlled reloads when a new version takes control,
 * whichever tab triggered it, but never under someone typing or in a dialog: it waits for that to
 * end. The first install never reloads the page.
 */
export function registerServiceWorker(options: RegisterServiceWorkerOptions = {}): void {
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;

  let controlled = container.controller !== null;
  let reloading = false;
  container.addEventListener('controllerchange', () => {
    // Without a previous controller this is the first install claiming the page: no reload, or the
    // page would reload once for nothing on every first visit.
    if (!controlled) {
      controlled = true;
      return;
    }
    if (reloading) return;
    reloading = true;
    const reload = () => window.location.reload();
    updateOffer.set({ stage: 'active', apply: reload });
    whenNotEditing(reload);
  });

  let registration: ServiceWorkerRegistration | null = null;
  let failedFirstInstalls = 0;
  let retryTimer: number | undefined;

  // A first install that fails (one of the app's files did not arrive) leaves no registration, and
  // the browser never tries again by itself: without this, the page would wait for offline use
  // until someone reloads it.
  const retryFirstInstall = () => {
    if (container.controller || retryTimer !== undefined) return;
    const delay = FIRST_INSTALL_RETRY_MS[Math.min(failedFirstInstalls, FIRST_INSTALL_RETRY_MS.length - 1)];
    failedFirstInstalls++;
    retryTimer = window.setTimeout(() => {
      retryTimer = undefined;
      register();
    }, delay);
  };

  const tracked = new WeakSet<ServiceWorker>();
  const track = (found: ServiceWorkerRegistration, installing: ServiceWorker | null) => {
    if (!installing || tracked.has(installing)) return;
    tracked.add(installing);
    // An active version next to the installing one means this is an update, not the first install.
    const isUpdate = found.active !== null;
    installing.addEventListener('statechange', () => {
      if (!isUpdate && installing.state === 'activated') options.onOfflineReady?.();
      if (!isUpdate && installing.state === 'redundant') retryFirstInstall();
      if (isUpdate && installing.state === 'installed' && updateOffer.get()?.stage !== 'active')
        updateOffer.set({ stage: 'waiting', apply: () => activateWaiting(found) });
    });
  };

  const watch = (found: ServiceWorkerRegistration) => {
    registration = found;
    // A version that finished installing before this page started: nothing typed yet, take it now.
    if (found.waiting && found.active) activate(found.waiting);
    // The first install may already be under way when register() resolves, or start just after.
    track(found, found.installing);
    found.addEventListener('updatefound', () => track(found, found.installing));
  };

  function register(): void {
    container
      .register(SERVICE_WORKER_URL, { scope: '/', type: 'classic' })
      .then(watch)
      .catch((error: unknown) => {
        options.onRegisterError?.(error);
        retryFirstInstall();
      });
  }

  const takeOverIfSafe = () => {
    if (registration?.waiting && registration.active && safeToTakeOver()) activate(registration.waiting);
  };
  document.addEventListener('visibilitychange', takeOverIfSafe);
  window.setInterval(takeOverIfSafe, SAFE_MOMENT_CHECK_MS);
  const checkForUpdate = () => {
    if (registration?.active) void registration.update().catch(() => undefined);
    else if (!container.controller && retryTimer !== undefined) {
      // Back online while a failed first install waits for its next try: try now.
      window.clearTimeout(retryTimer);
      retryTimer = undefined;
      register();
    }
  };
  window.setInterval(checkForUpdate, UPDATE_CHECK_MS);
  window.addEventListener('online', checkForUpdate);
  register();
  // Whatever of the app the worker has not stored yet (left for after an installer's download, or
  // missed while offline) is asked for as the page starts and each time the network comes back.
  if (container.controller) storeWholeApp();
  window.addEventListener('online', () => {
    if (container.controller) storeWholeApp();
  });
  // A page still loading when the first install took control of the open pages was left out, and
  // could open no other screen offline: the active version is asked to take it too.
  void container.ready.then((ready) => {
    const message: ClaimClientsMessage = { type: CLAIM_CLIENTS };
    if (!container.controller) ready.active?.postMessage(message);
  });
}

/** The waiting version asked for, not the one offered: a newer one may have replaced it since. */
function activateWaiting(registration: ServiceWorkerRegistration): void {
  if (registration.waiting) activate(registration.waiting);
}

// Asked once per version: the safe moment is looked for every second.
const askedToActivate = new WeakSet<ServiceWorker>();

/** Tells `worker` to take over once the page has settled (why: when-page-settled.ts). */
function activate(worker: ServiceWorker): void {
  if (askedToActivate.has(worker)) return;
  askedToActivate.add(worker);
  whenPageSettled(() => {
    const message: SkipWaitingMessage = { type: SKIP_WAITING };
    worker.postMessage(message);
  });
}
