import { gzipSync } from 'node:zlib';
import type { Benchmark } from '../types';
import { round } from '../stats';

const TARGET_KB = 250;

/**
 * The JavaScript a first visit to /login downloads, gzip-compressed (each response body with
 * node:zlib at its default level, as a server would send it). The service worker is blocked: its
 * precache fetches every chunk in the background, which is not what the page needs to start.
 */
export const appInitialJs: Benchmark = {
  name: 'app.initial_js',
  async run(ctx) {
    const browser = await ctx.browser();
    const context = await browser.newContext({ serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      const scripts = new Map<string, Promise<Buffer>>();
      page.on('response', (response) => {
        const type = response.headers()['content-type'] ?? '';
        if (response.request().resourceType() === 'script' || type.includes('javascript')) {
          scripts.set(response.url(), response.body());
        }
      });
      await page.goto(`${ctx.baseURL}/login`, { waitUntil: 'networkidle' });
      let raw = 0;
      let gzip = 0;
      for (const body of await Promise.all(scripts.values())) {
        raw += body.length;
        gzip += gzipSync(body).length;
      }
      return [
        {
          name: 'app.initial_js_gzip_kb',
          value: round(gzip / 1024),
          unit: 'KB',
          target: { max: TARGET_KB },
          details: { files: scripts.size, raw_kb: round(raw / 1024) },
        },
      ];
    } finally {
      await context.close();
    }
  },
};
