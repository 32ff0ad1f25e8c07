import type { Client } from '../entities/client.schema';
import type { FurnitureModule } from '../entities/furniture-module.schema';
import type { FurnitureRange } from '../entities/furniture-range.schema';
import type { Furniture } from '../entities/furniture.schema';
import type { PurchaseOrderLine } from '../entities/purchase-order-line.schema';
import { exhaustive } from '../enums';
import type { ErrorCode } from '../errors';
import { getRow, queryRows } from '../mutators/rows';
import type { Actor, Transaction } from '../mutators/transaction';

/**
 * Who looks at the catalogue, reduced to the facts its rules read. A client user is a `customer`
 * of its client; so is a trial visitor (no client yet, an individual: B2C). An installer reads only
 * the items its purchase order's lines name (removed lines too: lines are never hard-deleted), to
 * show names, SKUs and images offline, and quotes nothing. `none` is anyone the catalogue is not
 * for: referrers, a client user whose client is gone.
 */
export type CatalogueViewer =
  | { kind: 'office' }
  | { kind: 'customer'; clientId: string | null; isCompany: boolean }
  | { kind: 'installer'; furnitureIds: ReadonlySet<string>; moduleIds: ReadonlySet<string> }
  | { kind: 'none' };

/** A visitor drafting a trial quote before signing up. */
export const trialVisitor = {
  kind: 'customer',
  clientId: null,
  isCompany: false,
} as const satisfies CatalogueViewer;

/** The related rows a viewer is built from: the actor's own client, an installer's lines. */
export interface ViewerFacts {
  client: Pick<Client, 'id' | 'isCompany'> | undefined;
  purchaseOrderLines: readonly Pick<PurchaseOrderLine, 'furnitureId' | 'moduleId'>[];
}

function idsOf(values: readonly (string | null)[]): ReadonlySet<string> {
  return new Set(values.filter((value) => value !== null));
}

export function catalogueViewer(actor: Actor, facts: ViewerFacts): CatalogueViewer {
  if (actor.kind === 'installer') {
    const lines = facts.purchaseOrderLines;
    return {
      kind: 'installer',
      furnitureIds: idsOf(lines.map((line) => line.furnitureId)),
      moduleIds: idsOf(lines.map((line) => line.moduleId)),
    };
  }
  const { client } = facts;
  switch (actor.role) {
    case 'admin':
      return { kind: 'office' };
    case 'client':
      // The same facts the pull scope reads: the actor's own client row, live.
      if (actor.clientId === null || client === undefined || client.id !== actor.clientId)
        return { kind: 'none' };
      return { kind: 'customer', clientId: client.id, isCompany: client.isCompany };
    case 'business_referrer':
      return { kind: 'none' };
    default:
      return exhaustive(actor.role);
  }
}

/** The viewer of the actor, its facts read through the transaction so both sides decide alike. */
export async function catalogueViewerOf(tx: Transaction, actor: Actor): Promise<CatalogueViewer> {
  const clientId = actor.kind === 'user' ? actor.clientId : null;
  return catalogueViewer(actor, {
    client: clientId === null ? undefined : await getRow(tx, 'clients', clientId),
    purchaseOrderLines:
      actor.kind === 'installer'
        ? await queryRows(tx, 'purchaseOrderLines', 'projectId', actor.purchaseOrderId)
        : [],
  });
}

type FurnitureFacts = Pick<Furniture, 'id' | 'archived' | 'isDisabled'>;
type ModuleFacts = Pick<FurnitureModule, 'id' | 'archived' | 'clientIds' | 'availableForB2C'>;

/** Who receives the services' prices: whoever quotes, to price the options a project adds. */
export function canSeeServiceRate(viewer: CatalogueViewer): boolean {
  return canSeeFurnitureCategory(viewer);
}

/**
 * Who receives the business's identity and terms: whoever makes a document (a client makes its
 * quote's PDF on its device, offline).
 */
export function canSeeBusinessSettings(viewer: CatalogueViewer): boolean {
  return canSeeFurnitureCategory(viewer);
}

/** Who receives the categories: whoever browses the catalogue to quote. */
export function canSeeFurnitureCategory(viewer: CatalogueViewer): boolean {
  switch (viewer.kind) {
    case 'office':
    case 'customer':
      return true;
    case 'installer':
    case 'none':
      return false;
    default:
      return exhaustive(viewer);
  }
}

/** Who receives a range: the office all of them, a customer those not archived (as for furniture). */
export function canSeeFurnitureRange(
  viewer: CatalogueViewer,
  range: Pick<FurnitureRange, 'archived'>,
): boolean {
  switch (viewer.kind) {
    case 'office':
      return true;
    case 'customer':
      return !range.archived;
    case 'installer':
    case 'none':
      return false;
    default:
      return exhaustive(viewer);
  }
}

/**
 * Whether the viewer receives the furniture row (a pull sends the others as tombstones). A disabled
 * item stays readable: it is only hidden from search, and existing lines still show it.
 */
export function canSeeFurniture(viewer: CatalogueViewer, furniture: FurnitureFacts): boolean {
  switch (viewer.kind) {
    case 'office':
      return true;
    case 'customer':
      return !furniture.archived;
    case 'installer':
      return viewer.furnitureIds.has(furniture.id);
    case 'none':
      return false;
    default:
      return exhaustive(viewer);
  }
}

/** Whether the viewer may put the furniture in a quote (push, trial drafts and pickers). */
export function canQuoteFurniture(viewer: CatalogueViewer, furniture: FurnitureFacts): boolean {
  switch (viewer.kind) {
    case 'office':
      return !furniture.archived;
    case 'customer':
      return canSeeFurniture(viewer, furniture) && !furniture.isDisabled;
    case 'installer':
    case 'none':
      return false;
    default:
      return exhaustive(viewer);
  }
}

/**
 * Whether the viewer receives the module row. A company client gets the modules granted to it; an
 * individual gets those granted to it and those open to B2C.
 */
export function canSeeModule(viewer: CatalogueViewer, module: ModuleFacts): boolean {
  switch (viewer.kind) {
    case 'office':
      return true;
    case 'customer': {
      if (module.archived) return false;
      const granted = viewer.clientId !== null && module.clientIds.includes(viewer.clientId);
      return granted || (!viewer.isCompany && module.availableForB2C);
    }
    case 'installer':
      return viewer.moduleIds.has(module.id);
    case 'none':
      return false;
    default:
      return exhaustive(viewer);
  }
}

/** Whether the viewer may put the module in a quote: a customer quotes exactly what it receives. */
export function canQuoteModule(viewer: CatalogueViewer, module: ModuleFacts): boolean {
  switch (viewer.kind) {
    case 'office':
      return !module.archived;
    case 'customer':
      return canSeeModule(viewer, module);
    case 'installer':
    case 'none':
      return false;
    default:
      return exhaustive(viewer);
  }
}

/**
 * Security: what the viewer does not receive answers not_found, exactly like an id that does not
 * exist, so a refusal never confirms that a B2B pack or an archived item is there. What it receives
 * but may not quote (an archived item in the office, a disabled one for a client) is a state of
 * the row: conflict.
 */
function refusal(seen: boolean, quotable: boolean): ErrorCode | null {
  if (!seen) return 'not_found';
  return quotable ? null : 'conflict';
}

/** Why the viewer may not quote this furniture (undefined: no such row), or null. */
export function furnitureQuoteRefusal(
  viewer: CatalogueViewer,
  furniture: FurnitureFacts | undefined,
): ErrorCode | null {
  if (furniture === undefined) return 'not_found';
  return refusal(canSeeFurniture(viewer, furniture), canQuoteFurniture(viewer, furniture));
}

/** Why the viewer may not quote this module (undefined: no such row), or null. */
export function moduleQuoteRefusal(
  viewer: CatalogueViewer,
  module: ModuleFacts | undefined,
): ErrorCode | null {
  if (module === undefined) return 'not_found';
  return refusal(canSeeModule(viewer, module), canQuoteModule(viewer, module));
}

/**
 * Why the viewer may not fill a quote from this range (undefined: no such row), or null: the office
 * quotes live ranges, a customer those it receives.
 */
export function rangeQuoteRefusal(
  viewer: CatalogueViewer,
  range: Pick<FurnitureRange, 'archived'> | undefined,
): ErrorCode | null {
  if (range === undefined) return 'not_found';
  return refusal(canSeeFurnitureRange(viewer, range), !range.archived);
}
