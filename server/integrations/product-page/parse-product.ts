import type { PrefillResult } from '../../../src/domain/catalogue/prefill.schema';
import { attributesOf, decodeEntities, plainText } from './html-text';

/** At most this many images are offered to the form (the furniture keeps up to 20). */
const maxImages = 10;

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asList(value: Json | undefined): Json[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

function text(value: Json | undefined): string {
  if (typeof value === 'string') return plainText(value);
  if (typeof value === 'number') return String(value);
  if (isObject(value)) return text(value.name ?? value['@value']);
  if (Array.isArray(value)) return text(value[0]);
  return '';
}

function isProductType(type: Json | undefined): boolean {
  return asList(type).some(
    (entry) => typeof entry === 'string' && /(^|[:/#])(Product|IndividualProduct|ProductModel)$/.test(entry),
  );
}

/** Every object of a JSON-LD document, depth first (`@graph`, arrays and nested values). */
function* objectsOf(value: Json, depth = 0): Generator<JsonObject> {
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

function jsonLdDocuments(html: string): Json[] {
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

function offerPrice(offers: Json | undefined): { priceCents: number | null; currency: string | null } {
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

function imageUrls(value: Json | undefined, base: string): string[] {
  return asList(value)
    .flatMap((entry) => {
      if (typeof entry === 'string') return [entry];
      if (isObject(entry)) return [text(entry.url ?? entry.contentUrl)];
      return [];
    })
    .flatMap((url) => absolute(url, base));
}

function absolute(url: string, base: string): string[] {
  const trimmed = decodeEntities(url.trim());
  if (trimmed === '') return [];
  try {
    const resolved = new URL(trimmed, base);
    return resolved.protocol === 'http:' || resolved.protocol === 'https:' ? [resolved.toString()] : [];
  } catch {
    return [];
  }
}

function fromJsonLd(html: string, base: string): PrefillResult | null {
  for (const document of jsonLdDocuments(html)) {
    for (const node of objectsOf(document)) {
      if (!isProductType(node['@type'])) continue;
      const { priceCents, currency } = offerPrice(node.offers);
      return {
        name: text(node.name),
        description: text(node.description),
        images: imageUrls(node.image, base),
        priceCents,
        currency,
        sku: text(node.sku ?? node.mpn ?? node.productID),
        brand: text(node.brand ?? node.manufacturer),
        url: base,
      };
    }
  }
  return null;
}

/** `<meta property|name="…" content="…">` values, by lower-cased key, in page order. */
function metaTags(html: string): Map<string, string[]> {
  const tags = new Map<string, string[]>();
  for (const match of html.matchAll(/<meta\b[^>]*>/gi)) {
    const attributes = attributesOf(match[0]);
    const key = (
      attributes.get('property') ??
      attributes.get('name') ??
      attributes.get('itemprop')
    )?.toLowerCase();
    const content = attributes.get('content');
    if (key === undefined || content === undefined) continue;
    const values = tags.get(key) ?? [];
    values.push(content.trim());
    tags.set(key, values);
  }
  return tags;
}

/** The Open Graph fields; the name may be empty (then they only complete a JSON-LD product). */
function fromOpenGraph(html: string, base: string): PrefillResult {
  const tags = metaTags(html);
  const first = (...keys: string[]) =>
    keys.map((key) => tags.get(key)?.[0] ?? '').find((value) => value !== '') ?? '';
  const name = first('og:title', 'twitter:title');
  const price = first('product:price:amount', 'og:price:amount', 'product:sale_price:amount');
  const currency = first('product:price:currency', 'og:price:currency', 'product:sale_price:currency');
  const images = [
    ...(tags.get('og:image:secure_url') ?? []),
    ...(tags.get('og:image') ?? []),
    ...(tags.get('og:image:url') ?? []),
  ];
  return {
    name: plainText(name),
    description: plainText(first('og:description', 'description', 'twitter:description')),
    images: images.flatMap((url) => absolute(url, base)),
    priceCents: parsePriceCents(price),
    currency: currency === '' ? null : currency.toUpperCase(),
    sku: first('product:retailer_item_id', 'product:sku'),
    brand: first('product:brand', 'og:brand'),
    url: base,
  };
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

/**
 * What a product page says about its product: schema.org Product JSON-LD first (also inside
 * `@graph`, offers as an object or a list, prices as numbers or strings), completed field by field
 * by the Open Graph tags; Open Graph alone when there is no Product. Null when the page has
 * neither (or no product name).
 */
export function extractProduct(html: string, pageUrl: string): PrefillResult | null {
  const jsonLd = fromJsonLd(html, pageUrl);
  const openGraph = fromOpenGraph(html, pageUrl);
  const merged: PrefillResult = {
    name: jsonLd?.name || openGraph.name,
    description: jsonLd?.description || openGraph.description,
    images: unique([...(jsonLd?.images ?? []), ...openGraph.images]).slice(0, maxImages),
    priceCents: jsonLd?.priceCents ?? openGraph.priceCents,
    currency: jsonLd?.currency ?? openGraph.currency,
    sku: jsonLd?.sku || openGraph.sku,
    brand: jsonLd?.brand || openGraph.brand,
    url: pageUrl,
  };
  return merged.name === '' ? null : merged;
}
