import { exclFromIncl } from '../../../domain/catalogue/vat';
import { uuidv7 } from '../../../domain/ids';
import { furnitureCreateArgs } from '../../../domain/mutators/furniture';
import { lineAddArgs } from '../../../domain/mutators/line-add';
import { projectUpdateArgs } from '../../../domain/mutators/project-update';
import {
  shoppingListRequestSchema,
  type ParsedShoppingList,
  type ParsedShoppingListItem,
} from '../../../domain/shopping-list/shopping-list.schema';
import type { ShoppingListSupplier } from '../../../domain/shopping-list/supplier-link';
import { fromRequestError, fromZodError, type ActionFailure } from '../../../lib/action-result';
import { parseShoppingList } from '../../../lib/shopping-list-api';
import type { Mutate } from '../../../sync/client';

/** What the office is told once every item is a line: how many were found in the catalogue. */
export interface ImportCounts {
  matched: number;
  created: number;
  failed: number;
}

export const needsNetworkKey = 'adminProjects:shopping_list.needs_network';

/**
 * Reads the list at `url` on the server, after the same supplier check the server makes, so a
 * link of another site is refused next to its field before anything is sent.
 */
export async function loadShoppingList(
  url: string,
  supplier: ShoppingListSupplier,
): Promise<{ ok: true; list: ParsedShoppingList } | ActionFailure> {
  const parsed = shoppingListRequestSchema(supplier).safeParse({ url: url.trim() });
  if (!parsed.success) return fromZodError(parsed.error);
  try {
    return { ok: true, list: await parseShoppingList(parsed.data.url) };
  } catch (error) {
    return fromRequestError(error, { offline: needsNetworkKey });
  }
}

/**
 * An item the catalogue does not have, as furniture of its own: the supplier's name, reference,
 * page, image and price (a shop's, so including VAT). Hidden from the catalogue search: it is a
 * one-off of this list, which a later import of the same page finds again by its URL.
 */
function adHocFurniture(item: ParsedShoppingListItem, supplier: string, vatRateBp: number) {
  const priceInclVatCents = item.priceCents ?? 0;
  return furnitureCreateArgs.safeParse({
    id: uuidv7(),
    name: item.name,
    supplier,
    supplierSku: item.sku,
    url: item.url,
    images: item.image === null ? [] : [item.image],
    priceInclVatCents,
    priceExclVatCents: exclFromIncl(priceInclVatCents, vatRateBp),
    isDisabled: true,
  });
}

async function addLine(mutate: Mutate, roomId: string, furnitureId: string, quantity: number) {
  const parsed = lineAddArgs.safeParse({ id: uuidv7(), roomId, furnitureId, quantity });
  return parsed.success && (await mutate.lineAdd(parsed.data)).ok;
}

/**
 * Turns every item into a line of the room, one after the other through the ordinary mutators
 * (applied locally at once, synced like any change): a matched item as a line of its catalogue
 * furniture, the others (and a match this device cannot quote) as ad-hoc furniture and its line.
 * `onProgress` hears how many items are done.
 */
export async function importShoppingListItems(
  mutate: Mutate,
  target: { roomId: string; vatRateBp: number; supplier: string },
  items: readonly ParsedShoppingListItem[],
  onProgress: (done: number) => void,
): Promise<ImportCounts> {
  const counts: ImportCounts = { matched: 0, created: 0, failed: 0 };
  for (const [index, item] of items.entries()) {
    if (
      item.match !== null &&
      (await addLine(mutate, target.roomId, item.match.furnitureId, item.quantity))
    ) {
      counts.matched++;
    } else {
      const furniture = adHocFurniture(item, target.supplier, target.vatRateBp);
      const created =
        furniture.success &&
        (await mutate.furnitureCreate(furniture.data)).ok &&
        (await addLine(mutate, target.roomId, furniture.data.id, item.quantity));
      if (created) counts.created++;
      else counts.failed++;
    }
    onProgress(index + 1);
  }
  return counts;
}

/**
 * Keeps the imported list's link as the project's shopping list URL (a field of its general
 * information), unless the office wrote one there already.
 */
export async function rememberListUrl(
  mutate: Mutate,
  project: { id: string; shoppingListUrl: string },
  url: string,
): Promise<void> {
  if (project.shoppingListUrl.trim() !== '') return;
  const parsed = projectUpdateArgs.safeParse({
    id: project.id,
    patch: { shoppingListUrl: url.trim() },
    base: { shoppingListUrl: project.shoppingListUrl },
  });
  if (parsed.success) await mutate.projectUpdate(parsed.data);
}
