/**
 * The form of a product URL used to spot duplicates: scheme and host lower-cased, "www." dropped,
 * default ports, fragment and trailing slashes removed, query parameters sorted, and tracking
 * parameters (utm_*, gclid, fbclid) dropped. The path keeps its case: many shops' paths are
 * case-sensitive. Not a URL (or not http/https): the trimmed text itself.
 */
export function normalizeProductUrl(url: string): string {
  const trimmed = url.trim();
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    return trimmed;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return trimmed;
  const host = parsed.hostname.toLowerCase().replace(/^www\./, '');
  const params = [...parsed.searchParams.entries()]
    .filter(([key]) => !isTrackingParameter(key))
    .sort(([a, x], [b, y]) => (a === b ? compare(x, y) : compare(a, b)));
  const query = params.length === 0 ? '' : `?${new URLSearchParams(params).toString()}`;
  const path = parsed.pathname.replace(/\/+$/, '');
  // http and https of the same page are the same product.
  return `${host}${parsed.port === '' ? '' : `:${parsed.port}`}${path}${query}`;
}

function isTrackingParameter(key: string): boolean {
  const lower = key.toLowerCase();
  return lower.startsWith('utm_') || lower === 'gclid' || lower === 'fbclid';
}

function compare(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/**
 * Other furniture with the same product URL (a warning, not an error: two finishes may share a
 * page). `selfId` is the furniture being edited, which never duplicates itself.
 */
export function findDuplicateUrls<T extends { id: string; url: string }>(
  url: string,
  rows: Iterable<T>,
  selfId?: string,
): T[] {
  if (url.trim() === '') return [];
  const wanted = normalizeProductUrl(url);
  const duplicates: T[] = [];
  for (const row of rows) {
    if (row.id !== selfId && row.url.trim() !== '' && normalizeProductUrl(row.url) === wanted)
      duplicates.push(row);
  }
  return duplicates;
}
