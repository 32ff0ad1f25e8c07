import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { APP_PAGE, INSTALLER_PAGE } from '../../src/domain/pages';
import { isApiUrl } from '../http/request-kind';

const noCache = 'no-cache';
const immutable = 'public, max-age=31536000, immutable';

/** Files that must be revalidated on every load, or clients would keep an old app forever. */
function cacheControlFor(relativePath: string): string {
  if (relativePath.startsWith('assets/')) return immutable;
  if (relativePath.startsWith('locales/')) return noCache;
  if (['sw.js', APP_PAGE, INSTALLER_PAGE, 'manifest.webmanifest', 'registerSW.js'].includes(relativePath))
    return noCache;
  return 'public, max-age=3600';
}

/**
 * Serves the built PWA from `root`. Returns whether it is there: without a build the API still
 * works and the process logs how to make one.
 */
export async function registerStatic(app: FastifyInstance, root: string): Promise<boolean> {
  const absoluteRoot = resolve(root);
  if (!existsSync(resolve(absoluteRoot, 'index.html'))) {
    app.log.warn(
      `no front-end build in ${absoluteRoot}: serving the API only (run "npm run build" to serve the app)`,
    );
    return false;
  }
  await app.register(fastifyStatic, {
    root: absoluteRoot,
    cacheControl: false,
    // The build writes .br and .gz beside each text file (scripts/precompress.ts).
    preCompressed: true,
    index: ['index.html'],
    setHeaders(reply, path) {
      // A compressed copy is the file it was made from, for what may keep it how long.
      const relative = path
        .slice(absoluteRoot.length + 1)
        .split('\\')
        .join('/')
        .replace(/\.(br|gz)$/, '');
      reply.header('cache-control', cacheControlFor(relative));
    },
  });
  return true;
}

/** App routes (/projects/...) are the SPA's: a GET navigation that is not a file gets index.html. */
export function isSpaNavigation(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (isApiUrl(url)) return false;
  const path = url.split('?')[0] ?? '';
  const lastSegment = path.split('/').pop() ?? '';
  return !lastSegment.includes('.');
}
