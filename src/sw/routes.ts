/** Everything under this prefix goes to the network; the service worker never caches it. */
export const API_PREFIX = '/api/';

/** Furniture images: the one API area cached (cache-first) because a URL's bytes never change. */
export const IMAGES_PREFIX = '/api/v1/images/';

export const IMAGES_CACHE = 'fitout-images';
