import { apiBasePath } from '../domain/api-path';

/** Everything under this prefix goes to the network; the service worker never caches it. */
export const API_PREFIX = `${apiBasePath}/`;

/** Furniture images, from any origin the page's CSP lets it show (src/sw/image-store.ts fills it). */
export const IMAGES_CACHE = 'fitout-images';

/**
 * Image requests the worker answers cache-first: GET with destination "image" (an <img> or an
 * Image()), from the app's origin or another. Same-origin /api/ stays network-only: API answers
 * (e.g. a photo's content, which needs the session header) must never outlive a logout here.
 */
export function isCachedImageRequest(request: Request, url: URL, appOrigin: string): boolean {
  if (request.method !== 'GET' || request.destination !== 'image') return false;
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  return url.origin !== appOrigin || !url.pathname.startsWith(API_PREFIX);
}
