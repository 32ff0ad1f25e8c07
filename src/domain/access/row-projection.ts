import type { EntityName, EntityRow } from '../entities/registry';
import { applyMultiplier } from '../pricing/money';

/**
 * Which fields of a row each audience outside the office receives, in one table: the server builds
 * its pull SQL from it (server/sync/scope.ts) and `projectRow` applies it to a row in TypeScript.
 * The office (admins) receives rows as stored.
 *
 * A masked field keeps the shape of its schema (the neutral value: empty text, zero, null, empty
 * list), so the row still parses on the device. Keys are typed against the zod schemas: a renamed
 * or made-up field does not compile.
 */

/** Keep only the entries that name the audience's own client (an id, or an object with `clientId`). */
const ownClientOnly = { keep: 'ownClient' } as const;

/**
 * An amount at cost (before the client's multiplier) becomes the amount the client pays: the cost
 * through the audience's own multiplier, by the shared rounding (applyMultiplier). The margin
 * never leaves the office, and the client's multiplier then reads as 1 (see `clients` below), so
 * the one pricing code gives the device and the server the same cents.
 */
const clientPrice = { price: 'client' } as const;

type ClientKeyed = readonly (string | { readonly clientId: string })[];

/** A neutral value as the table writes it (`as const`, so lists are read-only). */
type Neutral<T> = T extends readonly (infer U)[] ? readonly U[] : T;

type FieldRule<T> =
  | Neutral<T>
  | (T extends ClientKeyed ? typeof ownClientOnly : never)
  | (T extends number | null ? typeof clientPrice : never);

export type RowMask<E extends EntityName> = {
  readonly [K in keyof EntityRow<E>]?: FieldRule<EntityRow<E>[K]>;
};

type Masks = { readonly [E in EntityName]?: RowMask<E> };

/** The supplier, its reference, stock and internal notes: the business's own, never a third party's. */
const furnitureBackOffice = {
  supplier: '',
  supplierSku: '',
  note: '',
  stockQuantity: 0,
} as const satisfies RowMask<'furniture'>;

/** A link into the office's Airtable base: of no use outside, and it names the base. */
const projectBackOffice = { airtableLink: '' } as const satisfies RowMask<'projects'>;

/** The multiplier a submitted quote keeps is the margin too: its lines arrive priced through it. */
const projectMargin = { frozenMultiplier: null } as const satisfies RowMask<'projects'>;

/**
 * Every amount a client receives is its own price. Catalogue prices, a range's ceiling (compared
 * with them) and a quote line's stored unit price are at cost in the database: the quote puts them
 * through the client's multiplier. A client receives them through it already, and its multiplier as
 * 1. A module's negotiated price, a project's packs, budget, adjustment and final prices are the
 * client's own amounts already, which no multiplier touches.
 */
const clientMasks = {
  clients: { pricingMultiplier: 1 },
  furniture: { ...furnitureBackOffice, priceExclVatCents: clientPrice, priceInclVatCents: clientPrice },
  furnitureRanges: { note: '', maxPriceCents: clientPrice },
  // A module granted to several clients carries each one's negotiated price: a client gets its own.
  furnitureModules: { note: '', clientIds: ownClientOnly, clientPrices: ownClientOnly },
  projects: { ...projectBackOffice, ...projectMargin },
  // The office's unavailability changes carry a replacement's price at cost: back-office only.
  purchaseOrderLines: { unitPriceCents: clientPrice, unavailability: null },
} as const satisfies Masks;

/**
 * Installers are third parties on site: no money either (prices read as zero or null), only what
 * identifies and places the furniture.
 */
const installerMasks = {
  furniture: { ...furnitureBackOffice, priceExclVatCents: 0, priceInclVatCents: 0 },
  furnitureModules: { note: '', clientIds: [], clientPrices: [] },
  projects: {
    ...projectBackOffice,
    ...projectMargin,
    packs: [],
    clientBudgetCents: null,
    clientPriceAdjustmentCents: 0,
    clientPriceOverrideCents: null,
    clientPriceReason: '',
    validatedPriceCents: null,
  },
  purchaseOrderLines: { unitPriceCents: 0, unavailability: null },
} as const satisfies Masks;

const rowMasks = { client: clientMasks, installer: installerMasks } as const;

/**
 * Who outside the office reads rows; a client audience is one client, or none yet (a trial
 * visitor, who then gets no client's entries at all), with the multiplier its prices go through.
 */
export type Audience =
  { kind: 'client'; clientId: string | null; pricingMultiplier: number } | { kind: 'installer' };

/**
 * A mask split by kind of rule: fields overwritten with a neutral value, lists kept to one client,
 * amounts at cost turned into the client's price.
 */
export interface MaskParts {
  neutral: Readonly<Record<string, unknown>>;
  /** Client-keyed lists the audience receives its own entries of. */
  ownClient: readonly string[];
  priced: readonly string[];
}

/** The mask of an entity for an audience, or undefined when the audience reads it as stored. */
export function rowMask(audience: Audience['kind'], entity: EntityName): MaskParts | undefined {
  const masks: Masks = rowMasks[audience];
  const mask: Readonly<Record<string, unknown>> | undefined = masks[entity];
  if (mask === undefined) return undefined;
  const neutral: Record<string, unknown> = {};
  const ownClient: string[] = [];
  const priced: string[] = [];
  for (const [field, rule] of Object.entries(mask)) {
    if (rule === ownClientOnly) ownClient.push(field);
    else if (rule === clientPrice) priced.push(field);
    else neutral[field] = rule;
  }
  return { neutral, ownClient, priced };
}

function ownEntries(value: unknown, clientId: string | null): unknown[] {
  if (!Array.isArray(value) || clientId === null) return [];
  return value.filter(
    (entry: unknown) =>
      entry === clientId ||
      (typeof entry === 'object' && entry !== null && 'clientId' in entry && entry.clientId === clientId),
  );
}

/** An amount at cost as the audience pays it; null (no amount) stays null. */
function priceFor(value: unknown, multiplier: number): unknown {
  return typeof value === 'number' ? applyMultiplier(value, multiplier) : value;
}

/**
 * The row as the audience receives it. `frozenMultiplier`: the one the row's project keeps (a
 * submitted quote's, see projectMultiplier), which prices a quote line instead of the client's
 * current one.
 */
export function projectRow<E extends EntityName>(
  audience: Audience,
  entity: E,
  row: EntityRow<E>,
  frozenMultiplier: number | null = null,
): EntityRow<E> {
  const mask = rowMask(audience.kind, entity);
  if (mask === undefined) return row;
  const clientId = audience.kind === 'client' ? audience.clientId : null;
  // Installers have no priced fields (their masks zero every amount); 1 keeps the type total.
  const multiplier = audience.kind === 'client' ? (frozenMultiplier ?? audience.pricingMultiplier) : 1;
  const projected: Record<string, unknown> = { ...row, ...mask.neutral };
  for (const field of mask.ownClient) projected[field] = ownEntries(projected[field], clientId);
  for (const field of mask.priced) projected[field] = priceFor(projected[field], multiplier);
  return projected as EntityRow<E>;
}
