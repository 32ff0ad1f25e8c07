import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'fitout-dist-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'locales', 'fr'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Fitout</title>');
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Fitout"}');
  writeFileSync(join(dist, 'assets', 'index-3f2a1b.js'), 'console.log(1);');
  writeFileSync(join(dist, 'locales', 'fr', 'common.json'), '{}');
  t = await createTestApp({ seed: false, config: { staticDir: dist } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the PWA', () => {
  it('caches hashed assets for a year and revalidates the shell, worker, manifest and locales', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-3f2a1b.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/sw.js', '/index.html', '/manifest.webmanifest', '/locales/fr/common.json', '/']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers app routes with the shell, but not API routes or missing files', async () => {
    const route = await t.app.inject({ method: 'GET', url: '/projects/detail/0190?tab=quote' });
    expect(route.statusCode).toBe(200);
    expect(route.headers['content-type']).toMatch(/text\/html/);
    expect(route.body).toContain('<title>Fitout</title>');
    expect(route.headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/unknown' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing-123.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/projects' })).statusCode).toBe(404);
  });
});
