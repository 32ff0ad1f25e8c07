import type { VatPreference } from '../../../domain/enums';
import { projectQuoteBreakdown, shownAmount } from '../../../domain/pricing';
import type { ProjectDraft } from '../hooks/use-project-draft';
import { clientMultiplierOf } from './draft-totals';

/**
 * What ending negotiated packs' price means, in figures the client can check: the packs' price and
 * what their furniture costs item by item (per month when renting, like every figure of the draft).
 */
export interface PackTerms {
  names: string[];
  priceCents: number;
  itemizedCents: number;
}

/**
 * The terms of the packs a set of lines belongs to, or undefined when none of them is in a pack:
 * the draft is priced with and without those packs, by the one pricing code.
 */
export function packTermsOf(
  draft: ProjectDraft,
  lineIds: ReadonlySet<string>,
  preference: VatPreference,
): PackTerms | undefined {
  const { project, rooms, lines } = draft;
  const packIds = new Set(lines.filter((line) => lineIds.has(line.id)).map((line) => line.packId));
  const packs = project.packs.filter((pack) => packIds.has(pack.id));
  if (packs.length === 0) return undefined;
  const multiplier = clientMultiplierOf(draft);
  const price = (packed: typeof project) =>
    projectQuoteBreakdown(packed, rooms, lines, multiplier, draft.rentMonths, draft.serviceRates);
  const held = price(project);
  const released = price({ ...project, packs: [] });
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  return {
    names: packs.map((pack) => pack.name),
    priceCents: sum(
      held.packs
        .filter(({ pack }) => packIds.has(pack.id))
        .map(({ amounts }) => shownAmount(amounts, preference)),
    ),
    itemizedCents: sum(
      released.rooms.flatMap((room) =>
        room.lines
          .filter(({ line }) => packIds.has(line.packId))
          .map(({ price }) => shownAmount(price.amounts, preference)),
      ),
    ),
  };
}
