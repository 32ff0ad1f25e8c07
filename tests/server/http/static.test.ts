import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

const script = `export const words = ${JSON.stringify('mot '.repeat(2_000))};`;

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'fitout-dist-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'locales', 'fr'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Fitout</title>');
  writeFileSync(join(dist, 'install.html'), '<!doctype html><title>Fitout installer</title>');
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Fitout"}');
  writeFileSync(join(dist, 'assets', 'index-3f2a1b.js'), 'console.log(1);');
  writeFileSync(join(dist, 'locales', 'fr', 'common.json'), '{}');
  // What the build writes beside its files (scripts/precompress.ts).
  for (const [file, text] of [
    ['assets/screen-9c8d7e.js', script],
    ['sw.js', 'self.addEventListener("fetch", () => {});'],
  ] as const) {
    writeFileSync(join(dist, file), text);
    writeFileSync(join(dist, `${file}.br`), brotliCompressSync(text));
    writeFileSync(join(dist, `${file}.gz`), gzipSync(text));
  }
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

  it("answers an installer's link with the installer's own page, revalidated like the shell", async () => {
    const link = await t.app.inject({ method: 'GET', url: '/install/0190a1b2/tok_en-1?lng=en' });
    expect(link.statusCode).toBe(200);
    expect(link.body).toContain('<title>Fitout installer</title>');
    expect(link.headers['cache-control']).toBe('no-cache');
    // Only the installer's addresses: a route merely starting alike is the app's.
    const other = await t.app.inject({ method: 'GET', url: '/installations' });
    expect(other.body).toContain('<title>Fitout</title>');
    expect((await t.app.inject({ method: 'GET', url: '/install.html' })).headers['cache-control']).toBe(
      'no-cache',
    );
  });

  it('sends the compressed copy the browser accepts, best first, with the cache rules of the file itself', async () => {
    const get = (url: string, acceptEncoding: string) =>
      t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });
    const brotli = await get('/assets/screen-9c8d7e.js', 'gzip, deflate, br, zstd');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gzip = await get('/assets/screen-9c8d7e.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const raw = await get('/assets/screen-9c8d7e.js', 'identity');
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.body).toBe(script);
    // The worker's script is revalidated on every load, compressed or not.
    const worker = await get('/sw.js', 'br');
    expect(worker.headers['content-encoding']).toBe('br');
    expect(worker.headers['cache-control']).toBe('no-cache');
  });
});
