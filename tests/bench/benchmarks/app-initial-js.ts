import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import type { Benchmark, Figure } from '../types';
import { round } from '../stats';

const TARGET_KB = 250;

/**
 * The JavaScript a first visit to `path` downloads until the network is idle, gzip-compressed
 * (each response body with node:zlib at its default level, as a server would send it). The
 * service worker is blocked: its precache fetches every chunk in the background, which is not what
 * the page needs to start.
 */
async function initialJs(browser: Browser, url: string, name: string): Promise<Figure> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const scripts = new Map<string, Promise<Buffer>>();
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (response.request().resourceType() === 'script' || type.includes('javascript')) {
        const body = response.body();
        // A script that arrives after the count (a late chunk) loses its body when the context
        // closes: that rejection is expected, and unhandled it would end the whole run.
        body.catch(() => undefined);
        scripts.set(response.url(), body);
      }
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    let raw = 0;
    let gzip = 0;
    for (const body of await Promise.all(scripts.values())) {
      raw += body.length;
      gzip += gzipSync(body).length;
    }
    return {
      name,
      value: round(gzip / 1024),
      unit: 'KB',
      target: { max: TARGET_KB },
      details: { files: scripts.size, raw_kb: round(raw / 1024) },
    };
  } finally {
    await context.close();
  }
}

/**
 * The sign-in page, and `/try`: a visitor's first page without an account, which starts a draft
 * and opens the draft screens (`/trial/{id}`) at once.
 */
export const appInitialJs: Benchmark = {
  name: 'app.initial_js',
  async run(ctx) {
    const browser = await ctx.browser();
    return [
      await initialJs(browser, `${ctx.baseURL}/login`, 'app.initial_js_gzip_kb'),
      await initialJs(browser, `${ctx.baseURL}/try`, 'app.try_initial_js_gzip_kb'),
    ];
  },
};
