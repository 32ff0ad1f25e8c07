import type { EntityName, EntityRow } from '../entities/registry';

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

type ClientKeyed = readonly (string | { readonly clientId: string })[];

/** A neutral value as the table writes it (`as const`, so lists are read-only). */
type Neutral<T> = T extends readonly (infer U)[] ? readonly U[] : T;

type FieldRule<T> = Neutral<T> | (T extends ClientKeyed ? typeof ownClientOnly : never);

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

const clientMasks = {
  furniture: furnitureBackOffice,
  furnitureRanges: { note: '' },
  // A module granted to several clients carries each one's negotiated price: a client gets its own.
  furnitureModules: { note: '', clientIds: ownClientOnly, clientPrices: ownClientOnly },
  projects: projectBackOffice,
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
    clientBudgetCents: null,
    clientPriceAdjustmentCents: 0,
    clientPriceOverrideCents: null,
    finalClientPriceCents: null,
    validatedPriceCents: null,
  },
  purchaseOrderLines: { unitPriceCents: 0 },
} as const satisfies Masks;

const rowMasks = { client: clientMasks, installer: installerMasks } as const;

/** Who outside the office reads rows; a client audience is one client. */
export type Audience = { kind: 'client'; clientId: string } | { kind: 'installer' };

/** A mask split by kind of rule: fields overwritten with a neutral value, lists kept to one client. */
export interface MaskParts {
  neutral: Readonly<Record<string, unknown>>;
  ownClient: readonly string[];
}

/** The mask of an entity for an audience, or undefined when the audience reads it as stored. */
export function rowMask(audience: Audience['kind'], entity: EntityName): MaskParts | undefined {
  const masks: Masks = rowMasks[audience];
  const mask: Readonly<Record<string, unknown>> | undefined = masks[entity];
  if (mask === undefined) return undefined;
  const neutral: Record<string, unknown> = {};
  const ownClient: string[] = [];
  for (const [field, rule] of Object.entries(mask)) {
    if (rule === ownClientOnly) ownClient.push(field);
    else neutral[field] = rule;
  }
  return { neutral, ownClient };
}

function ownEntries(value: unknown, clientId: string | null): unknown[] {
  if (!Array.isArray(value) || clientId === null) return [];
  return value.filter(
    (entry: unknown) =>
      entry === clientId ||
      (typeof entry === 'object' && entry !== null && 'clientId' in entry && entry.clientId === clientId),
  );
}

/** The row as the audience receives it. */
export function projectRow<E extends EntityName>(
  audience: Audience,
  entity: E,
  row: EntityRow<E>,
): EntityRow<E> {
  const mask = rowMask(audience.kind, entity);
  if (mask === undefined) return row;
  const clientId = audience.kind === 'client' ? audience.clientId : null;
  const projected: Record<string, unknown> = { ...row, ...mask.neutral };
  for (const field of mask.ownClient) projected[field] = ownEntries(projected[field], clientId);
  return projected as EntityRow<E>;
}
