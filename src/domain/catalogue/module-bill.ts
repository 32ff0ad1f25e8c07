import {
  addAmounts,
  clientUnitPrice,
  periodCents,
  timesAmounts,
  unitAmounts,
  zeroAmounts,
  type Amounts,
  type Billing,
} from '../pricing';
import type { ModuleGraph, ModuleNode } from './module-graph';

export interface BillLine {
  id: string;
  quantity: number;
}

/** A module flattened into what it takes to furnish it, for one unit of the module. */
export interface ModuleBill {
  /** Furniture ids with their total quantity over every nested module, in first-seen order. */
  furniture: BillLine[];
  /** Ranges are a choice among furniture, so they are listed apart with their quantity. */
  ranges: BillLine[];
  /** Ad-hoc product URLs, listed apart. */
  urls: { url: string; quantity: number }[];
  /** Referenced modules that are not in the graph (deleted, or outside the caller's scope). */
  missingModules: string[];
  /** The module (or a nested one) contains itself: the expansion stopped at the repeat. */
  cyclic: boolean;
}

function addTo(lines: Map<string, number>, id: string, quantity: number): void {
  lines.set(id, (lines.get(id) ?? 0) + quantity);
}

/** Nested modules (content lines and attached submodules) multiplied out into their furniture. */
export function expandModuleBill(graph: ModuleGraph, moduleId: string): ModuleBill {
  const furniture = new Map<string, number>();
  const ranges = new Map<string, number>();
  const urls = new Map<string, number>();
  const missing = new Set<string>();
  let cyclic = false;
  const expand = (id: string, factor: number, ancestors: Set<string>) => {
    const module = graph.module(id);
    if (module === undefined) {
      missing.add(id);
      return;
    }
    for (const line of module.contentLines) {
      const quantity = line.quantity * factor;
      switch (line.kind) {
        case 'furniture':
          if (line.refId !== null) addTo(furniture, line.refId, quantity);
          break;
        case 'range':
          if (line.refId !== null) addTo(ranges, line.refId, quantity);
          break;
        case 'url':
          if (line.url.trim() !== '') addTo(urls, line.url.trim(), quantity);
          break;
        case 'module':
          // Expanded below with the attached submodules.
          break;
      }
    }
    for (const child of graph.children(id)) {
      if (ancestors.has(child.moduleId)) {
        cyclic = true;
        continue;
      }
      expand(child.moduleId, factor * child.quantity, new Set(ancestors).add(child.moduleId));
    }
  };
  expand(moduleId, 1, new Set([moduleId]));
  const toLines = (lines: Map<string, number>) => [...lines].map(([id, quantity]) => ({ id, quantity }));
  return {
    furniture: toLines(furniture),
    ranges: toLines(ranges),
    urls: [...urls].map(([url, quantity]) => ({ url, quantity })),
    missingModules: [...missing],
    cyclic,
  };
}

export interface ModulePriceContext {
  /** The client the price is for; its negotiated price wins when the module has one. */
  clientId: string | null;
  /** The client's pricing multiplier (1 for the catalogue price). */
  clientMultiplier: number;
  vatRateBp: number;
  /** Renting prices `client` per month, each unit's month rounded once as on a quote line; absent: bought. */
  billing?: Billing;
  /** Catalogue price excl. VAT of a furniture, undefined when it is not in the catalogue. */
  furniturePrice(furnitureId: string): number | undefined;
}

export interface ModulePrice {
  /** The module's unit price at cost, as a quote line stores it: the sum of its furniture. */
  unitPriceCents: number;
  /**
   * What the client pays for one module, by the rule of src/domain/pricing: the price the office
   * negotiated for the client, which is the client's own (no multiplier goes on it), else Σ of its
   * furniture's rounded client unit prices and of its nested modules' client prices.
   */
  client: Amounts;
  /**
   * The client's price of one module excl. VAT when the office negotiated one for the client on it
   * or on a module it nests (the quote then charges it as a pack), else null.
   */
  negotiatedCents: number | null;
  /** Range and URL lines and unknown furniture or modules: they have no fixed price and count zero. */
  unpricedLines: number;
  cyclic: boolean;
}

/**
 * A module's price by the shared pricing rules (src/domain/pricing), the same function the quote
 * uses, so the admin screen, the client's offline quote and the server agree to the cent.
 */
export function modulePrice(graph: ModuleGraph, moduleId: string, context: ModulePriceContext): ModulePrice {
  let unpricedLines = 0;
  let cyclic = false;
  // One unit's client price by the rule in src/domain/pricing: each furniture unit rounded once, then
  // multiplied by its quantity, so the card reads what the pack's lines add up to once chosen.
  const billing = context.billing ?? { billingType: 'buy' };
  const clientUnit = (cents: number) =>
    unitAmounts(periodCents(clientUnitPrice(cents, context.clientMultiplier), billing), context.vatRateBp);
  type Priced = { cost: number; client: Amounts; negotiated: boolean };
  const price = (id: string, ancestors: Set<string>): Priced => {
    const module = graph.module(id);
    if (module === undefined) {
      unpricedLines++;
      return { cost: 0, client: zeroAmounts, negotiated: false };
    }
    let cost = 0;
    let client = zeroAmounts;
    let negotiated = false;
    for (const line of module.contentLines) {
      if (line.kind === 'furniture' && line.refId !== null) {
        const furniturePrice = context.furniturePrice(line.refId);
        if (furniturePrice === undefined) unpricedLines++;
        else {
          cost += furniturePrice * line.quantity;
          client = addAmounts(client, timesAmounts(clientUnit(furniturePrice), line.quantity));
        }
      } else if (line.kind === 'range' || line.kind === 'url') {
        unpricedLines++;
      }
    }
    for (const child of graph.children(id)) {
      if (ancestors.has(child.moduleId)) {
        cyclic = true;
        continue;
      }
      const nested = price(child.moduleId, new Set(ancestors).add(child.moduleId));
      cost += nested.cost * child.quantity;
      client = addAmounts(client, timesAmounts(nested.client, child.quantity));
      negotiated ||= nested.negotiated;
    }
    const own = negotiatedPrice(module, context.clientId);
    // A negotiated price is the client's own: no multiplier on it, a month of it when renting.
    if (own !== null)
      return { cost, client: unitAmounts(periodCents(own, billing), context.vatRateBp), negotiated: true };
    return { cost, client, negotiated };
  };
  const { cost, client, negotiated } = price(moduleId, new Set([moduleId]));
  const negotiatedCents = negotiated ? client.exclVatCents : null;
  return { unitPriceCents: cost, client, negotiatedCents, unpricedLines, cyclic };
}

/** The price the office negotiated for the client on a module (excl. VAT, the client's own), if any. */
export function negotiatedPrice(
  module: Pick<ModuleNode, 'clientPrices'>,
  clientId: string | null,
): number | null {
  return module.clientPrices.find((entry) => entry.clientId === clientId)?.priceCents ?? null;
}
