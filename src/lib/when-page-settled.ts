/** Time with no request of the page ending before it counts as settled. */
const QUIET_MS = 1_000;
/** A page that never goes quiet (a poll every second) is not waited for longer. */
const MAX_WAIT_MS = 10_000;

/**
 * Runs `action` once the page has loaded and QUIET_MS went by with no request of its ending: when
 * work the page may soon need (a screen's PDF writer) can load without slowing its own. A
 * waiting version told to skip waiting makes Chromium stop the old version as soon as it is idle;
 * a request of the page dispatched to the old version in that instant restarted it, and left it
 * holding a request that never ended, so the new version never activated (the app-update e2e, one
 * run in four on node-svc, the page still loading its chunks and sync worker). Asked once the page
 * had settled, it activated in every run, without restarting the old version.
 */
export function whenPageSettled(action: () => void): void {
  const start = () => {
    let done = false;
    let quiet = window.setTimeout(finish, QUIET_MS);
    const deadline = window.setTimeout(finish, MAX_WAIT_MS);
    const requests =
      typeof PerformanceObserver === 'undefined'
        ? null
        : new PerformanceObserver(() => {
            window.clearTimeout(quiet);
            quiet = window.setTimeout(finish, QUIET_MS);
          });
    requests?.observe({ type: 'resource' });
    function finish() {
      if (done) return;
      done = true;
      requests?.disconnect();
      window.clearTimeout(quiet);
      window.clearTimeout(deadline);
      action();
    }
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
