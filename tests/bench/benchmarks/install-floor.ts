import { join } from 'node:path';
import { chromium, devices } from '@playwright/test';
import {
  installationTokenHeader,
  purchaseOrderIdHeader,
} from '../../../src/domain/interventions/installer-link.schema';
import { protocolVersion } from '../../../src/domain/sync/protocol.schema';
import { PULL_PAGE_SIZE } from '../../../src/sync/retry';
import { CHROMIUM_LAUNCH_OPTIONS } from '../../e2e/support/chromium';
import { cpuSecondsBetween, cpuSnapshot, type CpuSpan } from '../support/process-cpu';

/** A page of the app's origin that is not the app: an API 404, a plain document to run the floor in. */
const FLOOR_PATH = '/api/v1/install-floor';

/**
 * The least the installer page's download can take here: the same pull (same credential, pages of
 * the app's size) written to IndexedDB one transaction per page, then the same images fetched into
 * Cache Storage, straight from a plain page of the app's origin with no app in it. Its own browser
 * profile on disk like the measured one, with the CSP set aside (the app's keeps page fetches on
 * its own origin, which is why the app goes through its service worker). Milliseconds, and the CPU
 * time every process used meanwhile.
 */
export async function installFloor(
  profileDir: string,
  baseURL: string,
  purchaseOrderId: string,
  token: string,
): Promise<{ ms: number; cpu: CpuSpan }> {
  const context = await chromium.launchPersistentContext(join(profileDir, 'install-floor-profile'), {
    ...CHROMIUM_LAUNCH_OPTIONS,
    ...devices['Pixel 7'],
    baseURL,
    bypassCSP: true,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(FLOOR_PATH);
    const cpuBefore = cpuSnapshot();
    // No named helpers inside: the bundler would wrap them in a __name() the page does not have.
    const ms = await page.evaluate(
      async ({ headers, version, pageSize }) => {
        const start = performance.now();
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const opening = indexedDB.open('install-floor', 1);
          opening.onupgradeneeded = () => opening.result.createObjectStore('rows');
          opening.onsuccess = () => resolve(opening.result);
          opening.onerror = () => reject(opening.error ?? new Error('open'));
        });
        const images: string[] = [];
        let cookie: unknown = null;
        for (;;) {
          const response = await fetch('/api/v1/sync/pull', {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...headers },
            body: JSON.stringify({
              clientID: `floor-${Date.now()}`,
              protocolVersion: version,
              cookie,
              limit: pageSize,
            }),
          });
          const body = (await response.json()) as {
            cookie: unknown;
            more: boolean;
            changes: { entity: string; id: string; data: { images?: string[] } | null }[];
          };
          await new Promise<void>((resolve, reject) => {
            const transaction = db.transaction('rows', 'readwrite');
            const rows = transaction.objectStore('rows');
            for (const change of body.changes) {
              rows.put(change, `${change.entity}:${change.id}`);
              const image = change.entity === 'furniture' ? change.data?.images?.[0] : undefined;
              if (image) images.push(image);
            }
            transaction.oncomplete = () => resolve();
            transaction.onerror = () => reject(transaction.error ?? new Error('write'));
          });
          cookie = body.cookie;
          if (!body.more) break;
        }
        const cache = await caches.open('install-floor');
        await Promise.all(
          images.map(async (url) => cache.put(url, await fetch(url, { mode: 'no-cors', cache: 'no-store' }))),
        );
        const stored = (await cache.keys()).length;
        if (stored !== images.length) throw new Error(`floor stored ${stored} of ${images.length} images`);
        return performance.now() - start;
      },
      {
        headers: { [installationTokenHeader]: token, [purchaseOrderIdHeader]: purchaseOrderId },
        version: protocolVersion,
        pageSize: PULL_PAGE_SIZE,
      },
    );
    return { ms, cpu: cpuSecondsBetween(cpuBefore, cpuSnapshot()) };
  } finally {
    await context.close();
  }
}
