import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { installationTokenHeader } from '../../src/domain/interventions/installer-link.schema';
import { AppError } from '../http/app-error';
import { isApiUrl } from '../http/request-kind';
import { apiBasePath } from '../../src/domain/api-path';

const serviceWorkerPath = '/sw.js';

function serializePolicy(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(
      ([name, sources]) =>
        `${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)} ${sources.join(' ')}`,
    )
    .join('; ');
}

/** Security headers, the coarse per-IP request limit and form bodies (OAuth2 password login). */
export async function registerExternalPlugins(app: FastifyInstance): Promise<void> {
  // Furniture pictures may be links to suppliers' sites (pre-filled from product pages), plus the
  // configured IMAGE_ORIGINS (none in production; a test's image server on plain http).
  const imageSources = ['https:', ...app.config.imageOrigins];
  const directives = {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // Fluent UI (Griffel) inserts style rules at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'blob:', 'data:', ...imageSources],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    workerSrc: ["'self'", 'blob:'],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
  };
  await app.register(helmet, { contentSecurityPolicy: { useDefaults: false, directives } });
  // The service worker runs under the policy sent with its own script, and its fetch() counts as
  // connect-src: to store furniture images for offline use (src/sw/sw.ts) it must fetch exactly
  // what the page may show. Pages keep connect-src 'self'; the worker's code only forwards the
  // image requests the page's img-src already allowed.
  const workerPolicy = serializePolicy({ ...directives, connectSrc: ["'self'", ...imageSources] });
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.split('?')[0] === serviceWorkerPath)
      reply.header('content-security-policy', workerPolicy);
  });
  const { redis } = app;
  await app.register(rateLimit, {
    global: true,
    // Shared by the instances through Redis when configured: N instances still allow the limit once.
    // Redis away, requests pass uncounted rather than fail.
    ...(redis !== null && { redis: redis.client, nameSpace: `${redis.keyPrefix}rate:`, skipOnError: true }),
    max: app.config.rateLimitMax,
    timeWindow: 60_000,
    keyGenerator: rateLimitKey,
    allowList: (request) => !countsAgainstLimit(request),
    errorResponseBuilder: () => new AppError(429, 'rate_limited'),
  });
  await app.register(formbody);
}

/**
 * Only the API and writes count. The app's files (shell, assets, worker, manifest, locales) and the
 * shell answered for app routes cost no database work, and a first visit fetches about a hundred of
 * them: counted, the fifth new browser in a minute behind one office address was refused.
 */
function countsAgainstLimit(request: FastifyRequest): boolean {
  return isApiUrl(request.url) || (request.method !== 'GET' && request.method !== 'HEAD');
}

/**
 * Sync traffic counts per credential, not per address: a whole office behind one NAT syncs many
 * devices at once. Anything else (login, sign-up, unknown URLs) counts per address. A made-up
 * credential only buys requests that end in a cheap 401.
 */
function rateLimitKey(request: FastifyRequest): string {
  if (request.url.startsWith(`${apiBasePath}/sync/`)) {
    const header = request.headers[installationTokenHeader] ?? request.headers.authorization;
    const credential = Array.isArray(header) ? header[0] : header;
    if (credential) return `credential:${createHash('sha256').update(credential).digest('base64url')}`;
  }
  return request.ip;
}
