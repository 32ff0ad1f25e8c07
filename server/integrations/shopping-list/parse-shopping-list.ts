import type { ShoppingListItem } from '../../../src/domain/shopping-list/shopping-list.schema';
import {
  absolute,
  asList,
  imageUrls,
  isObject,
  isProductType,
  jsonLdDocuments,
  objectsOf,
  offerPrice,
  text,
  type Json,
  type JsonObject,
} from '../product-page/json-ld';
import { microdataItems } from './microdata';

/** The item schema's bounds: a longer text is cut, a longer URL dropped, a quantity capped. */
const maxName = 200;
const maxSku = 80;
const maxUrl = 1000;
const maxQuantity = 999;

function isItemListType(type: Json | undefined): boolean {
  return asList(type).some((entry) => typeof entry === 'string' && /(^|[:/#])ItemList$/.test(entry));
}

/** A count as pages write it: 2, "2", or a QuantitativeValue / TypeAndQuantityNode holding one. */
function quantityOf(value: Json | undefined): number | null {
  if (isObject(value)) return quantityOf(value.value ?? value.amountOfThisGood ?? value.minValue);
  if (Array.isArray(value)) return quantityOf(value[0]);
  const number = typeof value === 'string' ? Number.parseFloat(value.replace(',', '.')) : value;
  if (typeof number !== 'number' || !Number.isFinite(number) || number < 1) return null;
  return Math.min(Math.round(number), maxQuantity);
}

function firstUrl(value: Json | undefined, base: string): string {
  const url = absolute(text(value), base)[0] ?? '';
  return url.length > maxUrl ? '' : url;
}

/**
 * One list entry: a Product, or a ListItem / OrderItem around one (its `item` or `orderedItem`).
 * The quantity is the entry's (`quantity`, `orderQuantity`), else the product's offer's
 * `eligibleQuantity`, else 1.
 */
function itemOf(entry: Json, base: string): ShoppingListItem[] {
  if (!isObject(entry)) return [];
  const product = isProductType(entry['@type'])
    ? entry
    : [entry.item, entry.orderedItem].find(
        (inner): inner is JsonObject => isObject(inner) && isProductType(inner['@type']),
      );
  if (product === undefined) return [];
  const name = text(product.name).slice(0, maxName);
  if (name === '') return [];
  const offers = asList(product.offers).filter(isObject);
  const quantity =
    quantityOf(entry.quantity) ??
    quantityOf(entry.orderQuantity) ??
    quantityOf(product.orderQuantity) ??
    offers.map((offer) => quantityOf(offer.eligibleQuantity)).find((found) => found !== null) ??
    1;
  const image = imageUrls(product.image, base).find((url) => url.length <= maxUrl) ?? null;
  return [
    {
      name,
      url: firstUrl(product.url ?? product['@id'] ?? entry.url, base),
      sku: text(product.sku ?? product.mpn ?? product.productID).slice(0, maxSku),
      quantity,
      priceCents: offerPrice(product.offers).priceCents,
      image,
    },
  ];
}

/** The top-level nodes of a document: itself (or its entries) and those of its `@graph`. */
function topNodes(document: Json): JsonObject[] {
  return asList(document)
    .filter(isObject)
    .flatMap((node) => [node, ...asList(node['@graph']).filter(isObject)]);
}

/** An ItemList's products first; else the products standing alone at the top of the data. */
function listFrom(documents: Json[], base: string): ShoppingListItem[] {
  for (const document of documents)
    for (const node of objectsOf(document)) {
      if (!isItemListType(node['@type'])) continue;
      const items = asList(node.itemListElement).flatMap((entry) => itemOf(entry, base));
      if (items.length > 0) return items;
    }
  return documents.flatMap(topNodes).flatMap((node) => itemOf(node, base));
}

/**
 * The items of a supplier's shopping list page: schema.org JSON-LD (an ItemList of products or
 * of ListItems holding them, else the page's Product nodes), falling back to the same vocabulary
 * in HTML microdata. An empty list when the page has neither.
 */
export function extractShoppingList(html: string, pageUrl: string): ShoppingListItem[] {
  const fromJsonLd = listFrom(jsonLdDocuments(html), pageUrl);
  return fromJsonLd.length > 0 ? fromJsonLd : listFrom(microdataItems(html, pageUrl), pageUrl);
}
