import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { createTestApp, type TestApp } from '../support/test-app';

function directive(policy: string | undefined, name: string): string[] {
  const found = (policy ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name);
  return found?.slice(1) ?? [];
}

describe('content security policy', () => {
  let plain: TestApp;
  let withImageOrigin: TestApp;
  beforeAll(async () => {
    const serveWorker = (app: TestApp['app']) => {
      app.get('/sw.js', async (_request, reply) => reply.type('text/javascript').send('//'));
    };
    plain = await createTestApp({ seed: false, extend: serveWorker });
    withImageOrigin = await createTestApp({
      seed: false,
      config: { imageOrigins: ['http://127.0.0.1:9000'] },
      extend: serveWorker,
    });
  });
  afterAll(async () => {
    await plain.close();
    await withImageOrigin.close();
  });

  it('lets pages show https images but fetch only from the app itself', async () => {
    const response = await plain.app.inject({ method: 'GET', url: '/api/v1/none' });
    const policy = response.headers['content-security-policy']?.toString();
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'blob:', 'data:', 'https:']);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
  });

  it('lets the service worker fetch the images pages may show, and nothing else more', async () => {
    const response = await plain.app.inject({ method: 'GET', url: '/sw.js?v=1' });
    const policy = response.headers['content-security-policy']?.toString();
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https:']);
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
  });

  it('adds the configured image origins to what pages show and the worker stores', async () => {
    const page = await withImageOrigin.app.inject({ method: 'GET', url: '/api/v1/none' });
    const pagePolicy = page.headers['content-security-policy']?.toString();
    expect(directive(pagePolicy, 'img-src')).toContain('http://127.0.0.1:9000');
    expect(directive(pagePolicy, 'connect-src')).toEqual(["'self'"]);
    const worker = await withImageOrigin.app.inject({ method: 'GET', url: '/sw.js' });
    expect(directive(worker.headers['content-security-policy']?.toString(), 'connect-src')).toContain(
      'http://127.0.0.1:9000',
    );
  });

  it('reads IMAGE_ORIGINS as comma-separated http(s) origins, empty by default', () => {
    expect(loadConfig({}).imageOrigins).toEqual([]);
    expect(
      loadConfig({ IMAGE_ORIGINS: 'http://127.0.0.1:9000/x, https://img.example.com' }).imageOrigins,
    ).toEqual(['http://127.0.0.1:9000', 'https://img.example.com']);
    expect(() => loadConfig({ IMAGE_ORIGINS: 'ftp://files.example.com' })).toThrow(/IMAGE_ORIGINS/);
  });
});
