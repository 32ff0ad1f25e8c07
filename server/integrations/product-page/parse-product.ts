import type { PrefillResult } from '../../../src/domain/catalogue/prefill.schema';
import { attributesOf, plainText } from './html-text';
import {
  absolute,
  imageUrls,
  isProductType,
  jsonLdDocuments,
  objectsOf,
  offerPrice,
  parsePriceCents,
  text,
} from './json-ld';

/** At most this many images are offered to the form (the furniture keeps up to 20). */
const maxImages = 10;

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
