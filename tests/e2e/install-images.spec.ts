import { devices, expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { RunningServer } from '../bench/server';
import { adminToken, createLink, startInterventionsServer } from './pages/install-fixtures';
import { startImageServer, type ImageServer } from './pages/install-image-server';
import { InstallPage } from './pages/install-page';
import { expectNoSeriousA11yViolations } from './support/axe';

// Its own server (seeded with a purchase order whose images live on another origin), beside the suite's.
const PORT = Number(process.env.FITOUT_E2E_PORT ?? 8181) + 25;
const baseURL = `http://localhost:${PORT}`;
const LINES = 24;

let images: ImageServer;
let server: RunningServer;
let purchaseOrder = '';

test.describe.configure({ mode: 'serial' });
test.use({ baseURL });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  images = await startImageServer();
  const started = await startInterventionsServer(PORT, [LINES], { imageBase: images.base });
  server = started.server;
  [purchaseOrder = ''] = started.purchaseOrderIds;
});

test.afterAll(async () => {
  await server?.stop();
  await images?.stop();
});

/** Every line's furniture image: its address and whether it has been decoded into pixels. */
function lineImages(page: Page): Promise<{ src: string; width: number }[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLImageElement>('li img')]
      .filter((image) => !image.src.startsWith('blob:'))
      .map((image) => ({ src: image.src, width: image.complete ? image.naturalWidth : 0 })),
  );
}

/** A new link to the purchase order, and a phone (its own browser context) to open it on. */
async function newLinkOnPhone(browser: Browser, request: APIRequestContext) {
  const token = await adminToken(request, baseURL);
  const link = await createLink(request, baseURL, token, purchaseOrder);
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    baseURL,
    locale: 'en-US',
    serviceWorkers: 'allow',
  });
  return { link, context };
}

// Before the next test, which stops the image host.
test('the download shows its progress, and a line can be checked while the images are still on their way', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { link, context } = await newLinkOnPhone(browser, request);
  // The image host answers nothing until the line is checked (the server's copies and the phone's
  // own requests alike).
  images.hold();
  const installer = new InstallPage(await context.newPage());
  await installer.open(link.path);

  await expect(
    installer.page.getByRole('status').filter({ hasText: 'Downloading for offline use' }),
  ).toBeVisible();
  const progress = installer.page.getByRole('progressbar', {
    name: new RegExp(`^\\d+ rows received · images stored: 0 of ${LINES} · \\d+ kB downloaded$`),
  });
  await expect(progress).toBeVisible({ timeout: 60_000 });
  await expectNoSeriousA11yViolations(installer.page);

  const [room = ''] = await installer.roomNames();
  await installer.check(room, 1);
  // The rows received stay counted once their pull is over (a later, empty pull once reset them to 0).
  await expect(
    installer.page.getByRole('progressbar', {
      name: new RegExp(
        `^[1-9]\\d* rows received · images stored: 0 of ${LINES} · [1-9][\\d.,]* kB downloaded$`,
      ),
    }),
  ).toBeVisible();
  await expect(installer.readyMessage(LINES)).toBeHidden();
  // While the download is under way, the lines further down are drawn as the installer scrolls to
  // them, not before (drawing them all took the CPU the download needed).
  const lines = installer.lines();
  expect(await lines.count()).toBeLessThan(LINES);
  await lines.last().scrollIntoViewIfNeeded();
  await expect(lines).toHaveCount(LINES);

  expect(images.release()).toBeGreaterThan(0);
  await expect(installer.readyMessage(LINES)).toBeVisible({ timeout: 60_000 });
  await expect(installer.page.getByRole('progressbar')).toBeHidden();
  await expect(installer.line(room, 1).getByRole('checkbox', { name: 'Checked' })).toBeChecked();
  await expect(installer.page.getByText('All changes sent')).toBeVisible();
  await context.close();
  // The next test counts the image host's requests of its own first open.
  images.requests.clear();
});

test("a first install that loses one of the app's files is tried again: every image is still stored", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { link, context } = await newLinkOnPhone(browser, request);
  // The service worker's first install loses the connection on one file at each of its tries
  // (three per file), so that install fails while it stores the images; a second one must finish.
  let dropped = 0;
  await context.route('**/locales/fr.json*', (route) =>
    route.request().serviceWorker() && dropped++ < 3 ? route.abort('connectionreset') : route.fallback(),
  );
  const installer = new InstallPage(await context.newPage());
  await installer.open(link.path);

  await expect(installer.readyMessage(LINES)).toBeVisible({ timeout: 60_000 });
  await expect(
    installer.page.getByText(`Ready for offline: all ${LINES} lines and ${LINES} images stored`),
  ).toBeVisible();
  expect(dropped).toBe(4);
  await context.close();
});

// The server's copy tells a supplier's 404 page from an image: nothing is stored for it.
test('an image whose server answers with an error page is not counted as stored', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { link, context } = await newLinkOnPhone(browser, request);
  images.broken.add('/2.svg');
  try {
    const installer = new InstallPage(await context.newPage());
    await installer.open(link.path);
    await expect(installer.oneImageMissing()).toBeVisible({ timeout: 60_000 });
    await expect(installer.readyMessage(LINES)).toBeHidden();
  } finally {
    images.broken.clear();
    await context.close();
  }
  // The next test counts the image host's requests of its own first open.
  images.requests.clear();
});

test("a host that refuses the app's server is asked by the phone itself, and its answers checked on the page", async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { link, context } = await newLinkOnPhone(browser, request);
  images.refusedAgents.add('FitoutBot');
  images.broken.add('/3.svg');
  try {
    const installer = new InstallPage(await context.newPage());
    await installer.open(link.path);
    // The phone's own answers are opaque: /3.svg, an error page, is told apart only by decoding it.
    await expect(installer.oneImageMissing()).toBeVisible({ timeout: 60_000 });
    // Every other image is stored as the phone got it. (/3.svg may be there again: the line's own
    // <img> goes through the image route, which keeps any opaque answer; the next sync checks it again.)
    const stored = await installer.page.evaluate(async () => {
      const cache = await caches.open('fitout-images');
      return Promise.all(
        (await cache.keys()).map(async (key) => [new URL(key.url).pathname, (await cache.match(key))?.type]),
      );
    });
    const others = stored.filter(([path]) => path !== '/3.svg');
    expect(others.length).toBe(LINES - 1);
    expect(others.every(([, type]) => type === 'opaque')).toBe(true);
  } finally {
    images.refusedAgents.clear();
    images.broken.clear();
    await context.close();
  }
  // The next test counts the image host's requests of its own first open.
  images.requests.clear();
});

test('furniture images on another origin are stored on the first open and shown offline once their server is gone', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { link, context } = await newLinkOnPhone(browser, request);
  const installer = new InstallPage(await context.newPage());
  await installer.open(link.path);
  await expect(
    installer.page.getByText(`Ready for offline: all ${LINES} lines and ${LINES} images stored`),
  ).toBeVisible({
    timeout: 60_000,
  });
  const expected = Array.from({ length: LINES }, (_, index) => `/${index + 1}.svg`).sort();
  expect([...images.requests.keys()].sort()).toEqual(expected);
  expect(
    [...images.requests.values()].every((count) => count === 1),
    JSON.stringify([...images.requests]),
  ).toBe(true);

  // The server's copies, kept as readable bytes with their type (another origin's own answer would
  // be opaque: unreadable, and padded in the phone's quota), in the worker's database rather than
  // 300 Cache Storage entries (src/sw/image-copies-database.ts).
  const copies = await installer.page.evaluate(
    () =>
      new Promise<{ url: string; type: string; bytes: number }[]>((resolve, reject) => {
        const opening = indexedDB.open('fitout-image-copies');
        opening.onerror = () => reject(opening.error ?? new Error('no image copies database'));
        opening.onsuccess = () => {
          const store = opening.result.transaction('copies').objectStore('copies');
          const keys = store.getAllKeys();
          const values = store.getAll();
          values.onsuccess = () => {
            const rows = values.result as { type: string; body: ArrayBuffer }[];
            resolve(
              rows.map((row, index) => ({
                url: String(keys.result[index]),
                type: row.type,
                bytes: row.body.byteLength,
              })),
            );
            opening.result.close();
          };
          values.onerror = () => reject(values.error ?? new Error('image copies not read'));
        };
      }),
  );
  expect(copies.filter((copy) => copy.url.startsWith(images.base)).length).toBe(LINES);
  expect(copies.filter((copy) => copy.type !== 'image/svg+xml' || copy.bytes === 0)).toEqual([]);

  await images.stop();
  await context.setOffline(true);
  // The image server's answers allow an hour of HTTP caching, as a supplier's CDN would: only an
  // answer from the service worker proves the app's own storage shows them.
  const servedBy = new Map<string, boolean>();
  installer.page.on('response', (response) => {
    if (response.url().startsWith(images.base)) servedBy.set(response.url(), response.fromServiceWorker());
  });
  await installer.page.reload();
  await expect(installer.readyMessage(LINES)).toBeVisible();
  // The lines' images load as they come near the screen, and the lines are drawn in steps:
  // scrolled through, as an installer does, until every line's image shows.
  await expect
    .poll(async () => {
      await installer.page.evaluate(async () => {
        for (const image of document.querySelectorAll<HTMLImageElement>('li img')) {
          if (image.complete && image.naturalWidth > 0) continue;
          image.scrollIntoView();
          await new Promise((resolve) => requestAnimationFrame(resolve));
        }
      });
      const shown = await lineImages(installer.page);
      return {
        lines: shown.length,
        blank: shown.filter((image) => image.width === 0).map((image) => image.src),
      };
    })
    .toEqual({ lines: LINES, blank: [] });
  expect(new Set((await lineImages(installer.page)).map((image) => new URL(image.src).origin))).toEqual(
    new Set([images.base]),
  );
  expect(servedBy.size).toBe(LINES);
  expect([...servedBy.values()].every(Boolean)).toBe(true);
  await context.close();
});
