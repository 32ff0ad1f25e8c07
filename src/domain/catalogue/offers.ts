import {
  moduleQuoteRefusal,
  rangeQuoteRefusal,
  referrerModuleRefusal,
  type CatalogueViewer,
} from '../access';
import type { BusinessReferrer } from '../entities/business-referrer.schema';
import { modulePrice } from './module-bill';
import { moduleGraphFrom } from './module-graph';
import type { FurnitureModule } from '../entities/furniture-module.schema';
import type { FurnitureRange } from '../entities/furniture-range.schema';
import type { Furniture } from '../entities/furniture.schema';
import type { ProjectSize } from '../enums';
import type { Amounts, Billing } from '../pricing';

/**
 * The modules a client may start its draft from: those the access rules let it quote (and, for a
 * client that came from a referrer's lead, that referrer's), whole packs only (a room pack attached
 * to a parent comes with it), for the chosen house size when there is one (a module without a size
 * suits any).
 */
export function offerableModules<M extends FurnitureModule>(
  modules: readonly M[],
  viewer: CatalogueViewer,
  referrer: Pick<BusinessReferrer, 'moduleIds'> | undefined,
  size: ProjectSize | null,
): M[] {
  return modules.filter(
    (module) =>
      module.parentModuleId === null &&
      moduleQuoteRefusal(viewer, module) === null &&
      referrerModuleRefusal(referrer, module.id) === null &&
      (size === null || module.projectType === null || module.projectType === size),
  );
}

/** The ranges a client may fill its draft from, by the rule `projectApplyOffer` applies. */
export function offerableRanges<R extends Pick<FurnitureRange, 'archived'>>(
  ranges: readonly R[],
  viewer: CatalogueViewer,
): R[] {
  return ranges.filter((range) => rangeQuoteRefusal(viewer, range) === null);
}

export interface OfferPricing {
  clientId: string | null;
  clientMultiplier: number;
  vatRateBp: number;
  billing: Billing;
}

/**
 * What one module costs this client once chosen (src/domain/catalogue's modulePrice): the price
 * the office negotiated for it, as set, else the sum of its furniture through the client
 * multiplier and of its nested modules; with VAT, per month when renting.
 */
export function moduleClientAmounts(
  modules: readonly FurnitureModule[],
  furniture: ReadonlyMap<string, Pick<Furniture, 'priceExclVatCents'>>,
  moduleId: string,
  pricing: OfferPricing,
): Amounts {
  return modulePrice(moduleGraphFrom(modules), moduleId, {
    ...pricing,
    furniturePrice: (id) => furniture.get(id)?.priceExclVatCents,
  }).client;
}

/**
 * A range's picture: the first of its core items (what every quote from it holds) that has one,
 * undefined when none has or the rows are not at hand.
 */
export function rangePicture(
  range: Pick<FurnitureRange, 'items'>,
  furniture: (id: string) => Pick<Furniture, 'images'> | undefined,
): string | undefined {
  for (const item of range.items) {
    const image = item.core ? furniture(item.furnitureId)?.images[0] : undefined;
    if (image) return image;
  }
  return undefined;
}
