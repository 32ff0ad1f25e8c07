import type { VatPreference } from '../../../domain/enums';
import { linePrice, projectMultiplier, projectQuoteBreakdown, shownAmount } from '../../../domain/pricing';
import type { ProjectDraft } from '../hooks/use-project-draft';

export interface DraftTotals {
  /** The project total as the client pays it (over the whole rental when renting), in the preferred VAT view. */
  totalCents: number;
  /** Per month when the project is rented, else null. */
  monthlyCents: number | null;
  /** Σ of each room's lines, per month when renting: the room panel's figure. */
  roomCents: ReadonlyMap<string, number>;
}

/** The multiplier the draft's lines are priced through (projectMultiplier). */
export function clientMultiplierOf(draft: Pick<ProjectDraft, 'project' | 'client'>): number {
  return projectMultiplier(draft.project, draft.client);
}

/** Every amount the draft screen shows, from the shared pricing code (the server quotes the same way). */
export function draftTotals(draft: ProjectDraft, preference: VatPreference): DraftTotals {
  const { project, rooms, lines } = draft;
  const breakdown = projectQuoteBreakdown(
    project,
    rooms,
    lines,
    clientMultiplierOf(draft),
    draft.rentMonths,
    draft.serviceRates,
  );
  return {
    totalCents: shownAmount(breakdown.total, preference),
    monthlyCents: breakdown.monthly ? shownAmount(breakdown.monthly, preference) : null,
    roomCents: new Map(
      breakdown.rooms.map(({ room, amounts }) => [room.id, shownAmount(amounts, preference)]),
    ),
  };
}

/** A catalogue item's unit price for this client, in the preferred VAT view, bought. */
export function catalogueUnitCents(
  priceExclVatCents: number,
  clientMultiplier: number,
  vatRateBp: number,
  preference: VatPreference,
): number {
  const one = { roomId: '', quantity: 1, unitPriceCents: priceExclVatCents, vatRateBp };
  return shownAmount(linePrice(one, 1, clientMultiplier, { billingType: 'buy' }).unit, preference);
}
