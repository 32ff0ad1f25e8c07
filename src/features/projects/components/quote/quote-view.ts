import type { LocalRow } from '../../../../db/database';
import type { ProjectOptionKey, ServiceRule } from '../../../../domain/catalogue';
import type { BillingType, DefaultRoom } from '../../../../domain/enums';
import { projectQuoteBreakdown, type Amounts, type QuoteBreakdown } from '../../../../domain/pricing';
import { clientPriceReasonShown } from '../../../../domain/projects';
import type { ProjectDraft } from '../../hooks/use-project-draft';
import { clientMultiplierOf } from '../../lib/draft-totals';

export interface QuoteLineView {
  id: string;
  /** The name the client sees; null when neither the furniture nor the module row is on the device. */
  name: string | null;
  quantity: number;
  /** The room's identical copies: the line counts quantity × copies units. */
  copies: number;
  /** One unit, with the client multiplier; per month when renting, like `total`. */
  unit: Amounts;
  /** unit × quantity × copies. */
  total: Amounts;
  /** The negotiated pack whose price includes the line (its figures are then zero), else null. */
  packName: string | null;
  /** The item's first picture (an address or a data URI), for the PDF's thumbnail; null when it has none. */
  picture: string | null;
}

/** A negotiated pack: one figure, quantity × unit, per month when renting. */
export interface QuotePackView {
  id: string;
  name: string;
  quantity: number;
  unit: Amounts;
  total: Amounts;
}

export interface QuoteRoomView {
  id: string;
  name: string;
  /** Its default kind, named in each reader's language (roomLabel). */
  kind: DefaultRoom | undefined;
  multiplier: number;
  lines: QuoteLineView[];
  /** Σ of its lines. */
  total: Amounts;
}

/** A chosen service as its own line: priced by its rule, per month when renting like `total`. */
export interface QuoteServiceView {
  key: ProjectOptionKey;
  /** Null while the office has not priced it. */
  rule: ServiceRule | null;
  /** What the rule counts: the rooms or lines (with copies), 1 per project. */
  count: number;
  unit: Amounts;
  total: Amounts;
}

export interface QuoteView {
  billingType: BillingType;
  rooms: QuoteRoomView[];
  packs: QuotePackView[];
  services: QuoteServiceView[];
  lineCount: number;
  /** What the client pays: the final price when the office adjusted or replaced it. */
  total: Amounts;
  /** Per month when renting, null when buying. */
  monthly: Amounts | null;
  /** The rental's length, stated beside the monthly figure. */
  rentMonths: number;
  /** The sum of the rooms (per month when renting), shown struck when the office set the price. */
  computed: Amounts | null;
  /** The office's change to the sum, per period, as its own line; null when nothing was adjusted. */
  adjustment: Amounts | null;
  /** Why the office changed the price, shown beside its line; null when it did not, or gave none. */
  reason: string | null;
  vatRates: QuoteBreakdown<never>['vatRates'];
}

/**
 * Every amount of the quote, for the preview and the PDF alike, from the shared pricing code (the
 * server and the office price the same lines the same way, to the cent).
 */
export function quoteView(
  draft: ProjectDraft,
  modules: ReadonlyMap<string, LocalRow<'furnitureModules'>>,
): QuoteView {
  const { project, rooms, lines, furniture } = draft;
  const breakdown = projectQuoteBreakdown(
    project,
    rooms,
    lines,
    clientMultiplierOf(draft),
    draft.rentMonths,
    draft.serviceRates,
  );
  const roomsById = new Map(rooms.map((room) => [room.id, room]));
  const packNames = new Map(project.packs.map((pack) => [pack.id, pack.name]));
  const roomViews = breakdown.rooms.map(({ room, lines: priced, amounts }) => ({
    id: room.id,
    name: roomsById.get(room.id)?.name ?? '',
    kind: roomsById.get(room.id)?.kind,
    multiplier: room.multiplier,
    total: amounts,
    lines: priced.map(({ line, price }) => {
      const item = line.furnitureId ? furniture.get(line.furnitureId) : modules.get(line.moduleId ?? '');
      return {
        id: line.id,
        name: item ? item.clientName || item.name : null,
        quantity: line.quantity,
        copies: price.copies,
        unit: price.unit,
        total: price.amounts,
        packName: price.packId === null ? null : (packNames.get(price.packId) ?? null),
        picture: (line.furnitureId ? furniture.get(line.furnitureId)?.images[0] : undefined) ?? null,
      };
    }),
  }));
  return {
    billingType: project.billingType,
    rooms: roomViews,
    packs: breakdown.packs.map(({ pack, unit, amounts }) => ({
      id: pack.id,
      name: pack.name,
      quantity: pack.quantity,
      unit,
      total: amounts,
    })),
    services: breakdown.services.map(({ key, rule, count, unit, amounts }) => ({
      key,
      rule,
      count,
      unit,
      total: amounts,
    })),
    lineCount: roomViews.reduce((count, room) => count + room.lines.length, 0),
    total: breakdown.total,
    monthly: breakdown.monthly,
    rentMonths: draft.rentMonths,
    computed: breakdown.adjustment === null ? null : breakdown.computed,
    adjustment: breakdown.adjustment,
    reason: breakdown.adjustment === null ? null : clientPriceReasonShown(project),
    vatRates: breakdown.vatRates,
  };
}
