import { gzipSync } from 'node:zlib';
import { request, type Browser } from '@playwright/test';
import { demoInstallerPath } from '../../e2e/pages/install-fixtures';
import type { Benchmark, Figure } from '../types';
import { round } from '../stats';

const TARGET_KB = 250;
/** How long nothing arrives before a started page's download counts as over. */
const QUIET_MS = 1_000;

/**
 * The JavaScript a first visit to `path` downloads until its screen shows and the network is idle, gzip-compressed
 * (each response body with node:zlib at its default level, as a server would send it). The
 * service worker is blocked: its precache fetches every chunk in the background, which is not what
 * the page needs to start.
 */
async function initialJs(browser: Browser, url: string, name: string): Promise<Figure> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const scripts = new Map<string, Promise<Buffer>>();
    const sent: Promise<number>[] = [];
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (response.request().resourceType() === 'script' || type.includes('javascript')) {
        const body = response.body();
        // A script that arrives after the count (a late chunk) loses its body when the context
        // closes: that rejection is expected, and unhandled it would end the whole run.
        body.catch(() => undefined);
        scripts.set(response.url(), body);
        // What crossed the network: the body as the server encoded it. A worker's own script is
        // reported with a size of 0 (its Content-Length says what came), a cache hit with a
        // negative one (nothing came).
        sent.push(
          response
            .request()
            .sizes()
            .then(({ responseBodySize }) =>
              responseBodySize === 0
                ? Number(response.headers()['content-length'] ?? 0)
                : Math.max(0, responseBodySize),
            )
            .catch(() => 0),
        );
      }
    });
    let lastResponseAt = Date.now();
    page.on('response', () => {
      lastResponseAt = Date.now();
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // Network idle alone came while the entry still compiled on a busy machine, before the screen's
    // chunks were asked for: the page is taken as started once its heading shows and nothing more
    // has arrived for a while.
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
    while (Date.now() - lastResponseAt < QUIET_MS) await page.waitForTimeout(100);
    const sizes = await Promise.all(
      [...scripts].map(async ([url, body]) => {
        const bytes = await body;
        return { file: new URL(url).pathname, raw: bytes.length, gzip: gzipSync(bytes).length };
      }),
    );
    const sum = (key: 'raw' | 'gzip') => sizes.reduce((total, size) => total + size[key], 0);
    // The three largest files, to see at a glance what a page over its budget carries.
    const largest = sizes
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 3)
      .map((size) => `${size.file} ${round(size.gzip / 1024)}`)
      .join(', ');
    return {
      name,
      value: round(sum('gzip') / 1024),
      unit: 'KB',
      target: { max: TARGET_KB },
      details: {
        files: scripts.size,
        raw_kb: round(sum('raw') / 1024),
        sent_kb: round((await Promise.all(sent)).reduce((total, bytes) => total + bytes, 0) / 1024),
        largest_gzip_kb: largest,
      },
    };
  } finally {
    await context.close();
  }
}

/** The installer's page of a link the office makes to one of the demo's interventions. */
async function installerPath(baseURL: string): Promise<string> {
  const api = await request.newContext({ baseURL });
  try {
    return await demoInstallerPath(api, baseURL);
  } finally {
    await api.dispose();
  }
}

/**
 * The home page, where a visitor arrives; the sign-in page; `/try`, a visitor's first page
 * without an account, which starts a draft and opens the draft screens (`/trial/{id}`) at once;
 * and the installer's page, opened from its link on a phone that never saw the app.
 */
export const appInitialJs: Benchmark = {
  name: 'app.initial_js',
  async run(ctx) {
    const browser = await ctx.browser();
    return [
      await initialJs(browser, `${ctx.baseURL}/`, 'app.home_initial_js_gzip_kb'),
      await initialJs(browser, `${ctx.baseURL}/login`, 'app.initial_js_gzip_kb'),
      await initialJs(browser, `${ctx.baseURL}/try`, 'app.try_initial_js_gzip_kb'),
      await initialJs(
        browser,
        `${ctx.baseURL}${await installerPath(ctx.baseURL)}`,
        'app.install_initial_js_gzip_kb',
      ),
    ];
  },
};
