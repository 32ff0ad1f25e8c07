import { decodeEntities, plainText } from './html-text';

/**
 * Reading schema.org data out of a page's JSON-LD, as shops write it: objects or lists, nested
 * in `@graph`, names as text or objects, prices as numbers or strings in any local format. Shared
 * by the product pre-fill and the shopping list import.
 */

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asList(value: Json | undefined): Json[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

export function text(value: Json | undefined): string {
  if (typeof value === 'string') return plainText(value);
  if (typeof value === 'number') return String(value);
  if (isObject(value)) return text(value.name ?? value['@value']);
  if (Array.isArray(value)) return text(value[0]);
  return '';
}

export function isProductType(type: Json | undefined): boolean {
  return asList(type).some(
    (entry) => typeof entry === 'string' && /(^|[:/#])(Product|IndividualProduct|ProductModel)$/.test(entry),
  );
}

/** Every object of a JSON-LD document, depth first (`@graph`, arrays and nested values). */
export function* objectsOf(value: Json, depth = 0): Generator<JsonObject> {
  if (depth > 8) return;
  if (Array.isArray(value)) {
    for (const entry of value) yield* objectsOf(entry, depth + 1);
    return;
  }
  if (!isObject(value)) return;
  yield value;
  for (const entry of Object.values(value))
    if (typeof entry === 'object' && entry !== null) yield* objectsOf(entry, depth + 1);
}

export function jsonLdDocuments(html: string): Json[] {
  const documents: Json[] = [];
  const pattern = /<script\b[^>]*type\s*=\s*["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script\s*>/gi;
  for (const match of html.matchAll(pattern)) {
    const source = (match[1] as string).trim().replace(/^<!--|-->$/g, '');
    try {
      documents.push(JSON.parse(source) as Json);
    } catch {
      // Shops ship broken JSON-LD more often than one would think; the next block or OG may do.
    }
  }
  return documents;
}

/**
 * A price as pages write it, in cents: 1299, 1299.9, "1299.90", "1 299,90", "1.299,90",
 * "1,299.90", "€1299". Null when there is no number.
 */
export function parsePriceCents(value: Json | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? Math.round(value * 100) : null;
  if (typeof value !== 'string') return null;
  let digits = value.replace(/[^\d.,]/g, '');
  if (digits === '') return null;
  const lastComma = digits.lastIndexOf(',');
  const lastDot = digits.lastIndexOf('.');
  const decimalAt = Math.max(lastComma, lastDot);
  // A separator followed by exactly 1 or 2 digits is the decimal one; others group thousands.
  const isDecimal = decimalAt >= 0 && digits.length - decimalAt - 1 <= 2;
  if (isDecimal) {
    digits = `${digits.slice(0, decimalAt).replace(/[.,]/g, '')}.${digits.slice(decimalAt + 1)}`;
  } else {
    digits = digits.replace(/[.,]/g, '');
  }
  const amount = Number(digits);
  return Number.isFinite(amount) ? Math.round(amount * 100) : null;
}

export function offerPrice(offers: Json | undefined): { priceCents: number | null; currency: string | null } {
  for (const offer of asList(offers)) {
    if (!isObject(offer)) continue;
    const specification = asList(offer.priceSpecification).find(isObject);
    const price =
      parsePriceCents(offer.price) ??
      parsePriceCents(offer.lowPrice) ??
      parsePriceCents(specification?.price) ??
      offerPrice(offer.offers).priceCents;
    if (price === null) continue;
    const currency = text(offer.priceCurrency) || text(specification?.priceCurrency);
    return { priceCents: price, currency: currency === '' ? null : currency.toUpperCase() };
  }
  return { priceCents: null, currency: null };
}

export function imageUrls(value: Json | undefined, base: string): string[] {
  return asList(value)
    .flatMap((entry) => {
      if (typeof entry === 'string') return [entry];
      if (isObject(entry)) return [text(entry.url ?? entry.contentUrl)];
      return [];
    })
    .flatMap((url) => absolute(url, base));
}

export function absolute(url: string, base: string): string[] {
  const trimmed = decodeEntities(url.trim());
  if (trimmed === '') return [];
  try {
    const resolved = new URL(trimmed, base);
    return resolved.protocol === 'http:' || resolved.protocol === 'https:' ? [resolved.toString()] : [];
  } catch {
    return [];
  }
}
