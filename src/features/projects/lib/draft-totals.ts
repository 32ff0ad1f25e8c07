import type { VatPreference } from '../../../domain/enums';
import { lineAmounts, projectMultiplier, projectQuoteTotals, shownAmount } from '../../../domain/pricing';
import type { ProjectDraft } from '../hooks/use-project-draft';

export interface DraftTotals {
  /** The project total as the client pays it, in the preferred VAT view. */
  totalCents: number;
  /** Per month when the project is rented, else null. */
  monthlyCents: number | null;
  roomCents: ReadonlyMap<string, number>;
}

/** The multiplier the draft's lines are priced through (projectMultiplier). */
export function clientMultiplierOf(draft: Pick<ProjectDraft, 'project' | 'client'>): number {
  return projectMultiplier(draft.project, draft.client);
}

/** Every amount the draft screen shows, from the shared pricing code (the server quotes the same way). */
export function draftTotals(draft: ProjectDraft, preference: VatPreference): DraftTotals {
  const { project, rooms, lines } = draft;
  const clientMultiplier = clientMultiplierOf(draft);
  const roomMultipliers = new Map(rooms.map((room) => [room.id, room.multiplier]));
  const roomCents = new Map<string, number>();
  for (const line of lines) {
    const roomMultiplier = roomMultipliers.get(line.roomId);
    if (roomMultiplier === undefined) continue;
    const shown = shownAmount(lineAmounts(line, roomMultiplier, clientMultiplier), preference);
    roomCents.set(line.roomId, (roomCents.get(line.roomId) ?? 0) + shown);
  }
  const totals = projectQuoteTotals(project, rooms, lines, clientMultiplier);
  return {
    totalCents: shownAmount(totals.total, preference),
    monthlyCents: totals.monthly ? shownAmount(totals.monthly, preference) : null,
    roomCents,
  };
}

/** A catalogue item's price for this client, in the preferred VAT view. */
export function catalogueUnitCents(
  priceExclVatCents: number,
  clientMultiplier: number,
  vatRateBp: number,
  preference: VatPreference,
): number {
  const one = { roomId: '', quantity: 1, unitPriceCents: priceExclVatCents, vatRateBp };
  return shownAmount(lineAmounts(one, 1, clientMultiplier), preference);
}
