import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

const LIMIT = 5;
const navigation = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

/** What a browser fetches on a first visit before its first API call: the shell and its files. */
const firstVisit = [
  { url: '/', accept: navigation },
  { url: '/login', accept: navigation },
  { url: '/install/0190/token', accept: navigation },
  { url: '/assets/index-3f2a1b.js', accept: '*/*' },
  { url: '/assets/index-9c8d7e.css', accept: 'text/css,*/*;q=0.1' },
  { url: '/sw.js', accept: '*/*' },
  { url: '/manifest.webmanifest', accept: '*/*' },
  { url: '/locales/fr/common.json', accept: '*/*' },
  { url: '/locales/en/common.json', accept: '*/*' },
  { url: '/index.html?__WB_REVISION__=1', accept: '*/*' },
  { url: '/install.html?__WB_REVISION__=1', accept: '*/*' },
];

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'fitout-dist-'));
  mkdirSync(join(dist, 'assets'));
  for (const language of ['fr', 'en']) {
    mkdirSync(join(dist, 'locales', language), { recursive: true });
    writeFileSync(join(dist, 'locales', language, 'common.json'), '{}');
  }
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Fitout</title>');
  writeFileSync(join(dist, 'install.html'), '<!doctype html><title>Fitout</title>');
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Fitout"}');
  writeFileSync(join(dist, 'assets', 'index-3f2a1b.js'), 'console.log(1);');
  writeFileSync(join(dist, 'assets', 'index-9c8d7e.css'), 'body{}');
  t = await createTestApp({ seed: false, config: { staticDir: dist, rateLimitMax: LIMIT } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers, remoteAddress: '203.0.113.7' });

describe('first visits from one office address', () => {
  it('never limits the app shell and its files, while the API keeps its limit', async () => {
    const statuses: number[] = [];
    for (let visit = 0; visit < 12; visit++)
      for (const { url, accept } of firstVisit) statuses.push((await get(url, { accept })).statusCode);
    expect(statuses).toHaveLength(12 * firstVisit.length);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);

    const api: number[] = [];
    for (let call = 0; call <= LIMIT; call++) api.push((await get('/api/v1/auth/me')).statusCode);
    expect(api).toEqual([401, 401, 401, 401, 401, 429]);
    const limited = await get('/api/v1/auth/me', { 'accept-language': 'en' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      detail: 'Too many requests. Please wait a moment and try again.',
      code: 'rate_limited',
    });

    // The shell still opens while the API is limited: the app can tell its user what is happening.
    expect((await get('/projects', { accept: navigation })).statusCode).toBe(200);
    expect((await get('/assets/index-3f2a1b.js')).statusCode).toBe(200);
  });

  it('answers a limited navigation with a page in the visitor language, saying when to retry', async () => {
    const english = await get('/api/v1/auth/me', { accept: navigation, 'accept-language': 'en-GB,en;q=0.9' });
    expect(english.statusCode).toBe(429);
    expect(english.headers['content-type']).toMatch(/^text\/html/);
    const retryAfter = Number(english.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(english.body).toContain('<h1>Too many requests</h1>');
    expect(english.body).toContain(`Wait ${retryAfter} seconds, then try again.`);
    expect(english.body).toContain('<html lang="en">');

    const french = await get('/api/v1/auth/me', { accept: navigation });
    expect(french.statusCode).toBe(429);
    expect(french.body).toContain('<h1>Trop de requêtes</h1>');
    expect(french.body).toContain('secondes, puis réessayez.');
    expect(french.body).toContain('<html lang="fr">');
  });
});
