import { canSeeModule, trialVisitor } from '../../../domain/access';
import { moduleClientAmounts, offerableModules } from '../../../domain/catalogue/offers';
import type { FurnitureModule } from '../../../domain/entities/furniture-module.schema';
import type { Furniture } from '../../../domain/entities/furniture.schema';
import type { Language } from '../../../domain/enums';
import type { Amounts } from '../../../domain/pricing';

/** How many packs the home page shows: a few, not the catalogue. */
export const showcaseSize = 4;

export interface ShowcasePack {
  id: string;
  name: string;
  description: Record<Language, string>;
  image: string | undefined;
  /** What a visitor pays for one, bought, by the quote's own rule. */
  price: Amounts;
  /** A room pack comes with the whole pack it belongs to: that pack's name; null for a whole pack. */
  partOf: string | null;
}

export interface ShowcaseCatalogue {
  modules: readonly FurnitureModule[];
  furniture: ReadonlyMap<string, Pick<Furniture, 'priceExclVatCents'>>;
  vatRateBp: number;
}

const nameOf = (module: FurnitureModule) => module.clientName || module.name;

/**
 * The packs a visitor may start a quote from (as the trial's offer step lists them), each followed
 * by the room packs it brings, priced as the visitor's quote would price them: the trial
 * catalogue's prices are already the visitor's own, so no multiplier goes on them.
 */
export function showcasePacks({ modules, furniture, vatRateBp }: ShowcaseCatalogue): ShowcasePack[] {
  const pricing = {
    clientId: null,
    clientMultiplier: 1,
    vatRateBp,
    billing: { billingType: 'buy' as const },
  };
  const pack = (module: FurnitureModule, partOf: FurnitureModule | null): ShowcasePack => ({
    id: module.id,
    name: nameOf(module),
    description: { en: module.clientDescriptionEn, fr: module.clientDescriptionFr },
    image: module.images[0],
    price: moduleClientAmounts(modules, furniture, module.id, pricing),
    partOf: partOf && nameOf(partOf),
  });
  return offerableModules(modules, trialVisitor, undefined, null)
    .flatMap((whole) => [
      pack(whole, null),
      ...modules
        .filter((room) => room.parentModuleId === whole.id && canSeeModule(trialVisitor, room))
        .map((room) => pack(room, whole)),
    ])
    .slice(0, showcaseSize);
}
