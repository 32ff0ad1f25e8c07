import { SKIP_WAITING, type SkipWaitingMessage } from '../sw/messages';
import { updateOffer, whenNotEditing } from './update/update-offer';

export type RegisterServiceWorkerOptions = {
  /** Called once, when the first install has finished and the app can start with no network. */
  onOfflineReady?: () => void;
  /** Registration failures; nothing is shown to the user. */
  onRegisterError?: (error: unknown) => void;
};

const SERVICE_WORKER_URL = '/sw.js';
// The browser looks for a new version only on navigations, which a single-page app rarely makes.
const UPDATE_CHECK_MS = 30 * 60_000;

/**
 * Registers the service worker at /sw.js (scope /, classic script) when the browser supports it.
 * Update policy (see src/sw/sw.ts): a waiting version is offered (updateOffer) and told to take
 * over when the page starts with one, when the page is hidden, at the next in-app navigation, or
 * when the user asks. A page that was already controlled reloads when a new version takes control,
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

  container
    .register(SERVICE_WORKER_URL, { scope: '/', type: 'classic' })
    .then((registration) => {
      // A version that finished installing before this page started: nothing typed yet, take it now.
      if (registration.waiting && registration.active) activate(registration.waiting);

      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'hidden' && registration.waiting) activate(registration.waiting);
      });

      const checkForUpdate = () => void registration.update().catch(() => undefined);
      window.setInterval(checkForUpdate, UPDATE_CHECK_MS);
      window.addEventListener('online', checkForUpdate);

      const tracked = new WeakSet<ServiceWorker>();
      const track = (installing: ServiceWorker | null) => {
        if (!installing || tracked.has(installing)) return;
        tracked.add(installing);
        // An active version next to the installing one means this is an update, not the first install.
        const isUpdate = registration.active !== null;
        installing.addEventListener('statechange', () => {
          if (!isUpdate && installing.state === 'activated') options.onOfflineReady?.();
          if (isUpdate && installing.state === 'installed' && updateOffer.get()?.stage !== 'active')
            updateOffer.set({ stage: 'waiting', apply: () => activateWaiting(registration) });
        });
      };
      // The first install may already be under way when register() resolves, or start just after.
      track(registration.installing);
      registration.addEventListener('updatefound', () => track(registration.installing));
    })
    .catch((error: unknown) => {
      options.onRegisterError?.(error);
    });
}

/** The waiting version asked for, not the one offered: a newer one may have replaced it since. */
function activateWaiting(registration: ServiceWorkerRegistration): void {
  if (registration.waiting) activate(registration.waiting);
}

// Chromium lets a version that skips waiting in only once the old one has no request in flight, and
// does not always look again when they end (seen right after an in-app navigation, with its chunk
// and translations loading): so the page asks again until the version has moved on.
const ASK_AGAIN_MS = 2_000;

function activate(worker: ServiceWorker): void {
  const message: SkipWaitingMessage = { type: SKIP_WAITING };
  worker.postMessage(message);
  const timer = window.setInterval(() => {
    if (worker.state === 'installed') worker.postMessage(message);
    else window.clearInterval(timer);
  }, ASK_AGAIN_MS);
}
