import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { installationTokenHeader } from '../../src/domain/interventions/installer-link.schema';
import { AppError } from '../http/app-error';

/** Security headers, the coarse per-IP request limit and form bodies (OAuth2 password login). */
export async function registerExternalPlugins(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Fluent UI (Griffel) inserts style rules at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Furniture pictures may be links to suppliers' sites (pre-filled from product pages).
        imgSrc: ["'self'", 'blob:', 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
  });
  await app.register(rateLimit, {
    global: true,
    max: app.config.rateLimitMax,
    timeWindow: 60_000,
    keyGenerator: rateLimitKey,
    errorResponseBuilder: () => new AppError(429, 'rate_limited'),
  });
  await app.register(formbody);
}

/**
 * Sync traffic counts per credential, not per address: a whole office behind one NAT syncs many
 * devices at once. Anything else (login, sign-up, unknown URLs) counts per address. A made-up
 * credential only buys requests that end in a cheap 401.
 */
function rateLimitKey(request: FastifyRequest): string {
  if (request.url.startsWith('/api/v1/sync/')) {
    const header = request.headers[installationTokenHeader] ?? request.headers.authorization;
    const credential = Array.isArray(header) ? header[0] : header;
    if (credential) return `credential:${createHash('sha256').update(credential).digest('base64url')}`;
  }
  return request.ip;
}
