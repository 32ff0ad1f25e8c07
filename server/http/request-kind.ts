import type { FastifyRequest } from 'fastify';

/** The API's URLs (any version): the app's files and routes are everything else. */
export function isApiUrl(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path === '/api' || path.startsWith('/api/');
}

/**
 * A browser navigation (an address typed, a link opened, a reload) asks for HTML first; fetch()
 * from the app and the sync worker asks for anything (or JSON), so it keeps the JSON answers.
 */
export function wantsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  return typeof accept === 'string' && accept.includes('text/html');
}
