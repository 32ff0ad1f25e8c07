import type { LocalRow } from '../../../../db/database';
import type { BillingType } from '../../../../domain/enums';
import { lineAmounts, monthlyAmounts, quoteTotals, type Amounts } from '../../../../domain/pricing';
import type { ProjectDraft } from '../../hooks/use-project-draft';
import { clientMultiplierOf } from '../../lib/draft-totals';

export interface QuoteLineView {
  id: string;
  /** The name the client sees; null when neither the furniture nor the module row is on the device. */
  name: string | null;
  quantity: number;
  /**
   * One copy, with the client multiplier (the room multiplier counts in the total only); per month
   * when renting, like `total`.
   */
  unit: Amounts;
  total: Amounts;
}

export interface QuoteRoomView {
  id: string;
  name: string;
  multiplier: number;
  lines: QuoteLineView[];
}

export interface QuoteView {
  billingType: BillingType;
  rooms: QuoteRoomView[];
  lineCount: number;
  /** What the client pays: the final price when the office adjusted or replaced it. */
  total: Amounts;
  /** Per month when renting, null when buying. */
  monthly: Amounts | null;
  /** The sum of the lines, shown struck next to the final price; null when nothing was adjusted. */
  computed: Amounts | null;
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
  const clientMultiplier = clientMultiplierOf(draft);
  // Rented lines show what they cost per month, rounded as the monthly total is.
  const perPeriod = (amounts: Amounts) => monthlyAmounts(amounts, project.billingType) ?? amounts;
  const linesByRoom = new Map<string, LocalRow<'purchaseOrderLines'>[]>();
  for (const line of lines) {
    const roomLines = linesByRoom.get(line.roomId);
    if (roomLines) roomLines.push(line);
    else linesByRoom.set(line.roomId, [line]);
  }
  const roomViews = rooms.map((room) => ({
    id: room.id,
    name: room.name,
    multiplier: room.multiplier,
    lines: (linesByRoom.get(room.id) ?? []).map((line) => {
      const item = line.furnitureId ? furniture.get(line.furnitureId) : modules.get(line.moduleId ?? '');
      return {
        id: line.id,
        name: item ? item.clientName || item.name : null,
        quantity: line.quantity,
        unit: perPeriod(lineAmounts({ ...line, quantity: 1 }, 1, clientMultiplier)),
        total: perPeriod(lineAmounts(line, room.multiplier, clientMultiplier)),
      };
    }),
  }));
  const input = {
    lines,
    rooms,
    clientMultiplier,
    vatRateBp: project.vatRateBp,
    billingType: project.billingType,
  };
  const adjusted = project.clientPriceOverrideCents !== null || project.clientPriceAdjustmentCents !== 0;
  const final = quoteTotals({
    ...input,
    clientPriceAdjustmentCents: project.clientPriceAdjustmentCents,
    clientPriceOverrideCents: project.clientPriceOverrideCents,
  });
  return {
    billingType: project.billingType,
    rooms: roomViews,
    lineCount: roomViews.reduce((count, room) => count + room.lines.length, 0),
    total: final.total,
    monthly: final.monthly,
    computed: adjusted ? quoteTotals(input).total : null,
  };
}
