import type { PurchaseOrderLine } from '../../../../domain/entities/purchase-order-line.schema';
import type { VerificationCard } from '../../../../domain/entities/intervention.schema';
import type { ProblemStatus } from '../../../../domain/enums';

type ReserveLine = Pick<PurchaseOrderLine, 'id' | 'roomId' | 'furnitureId' | 'problemStatus' | 'problem'>;
type ReserveCard = Pick<VerificationCard, 'id' | 'lineId' | 'problemStatus' | 'notes'>;

/** A problem found on site, on a line of the order or on the installer's card for it. */
export interface Reserve<L extends ReserveLine = ReserveLine> {
  /** The row that carries the problem, which also owns its photos. */
  ownerId: string;
  line: L;
  status: Exclude<ProblemStatus, 'none'>;
  notes: string;
}

/**
 * The project's reserves: every line and every verification card whose problem status is not
 * `none`, in the order of the lines; a card follows the line it checks. A card whose line is gone
 * (removed since) no longer describes anything the client has.
 */
export function projectReserves<L extends ReserveLine>(
  lines: readonly L[],
  cards: readonly ReserveCard[],
): Reserve<L>[] {
  const cardsByLine = new Map<string, ReserveCard[]>();
  for (const card of cards) cardsByLine.set(card.lineId, [...(cardsByLine.get(card.lineId) ?? []), card]);
  return lines.flatMap((line) => {
    const found: Reserve<L>[] = [];
    if (line.problemStatus !== 'none') {
      found.push({ ownerId: line.id, line, status: line.problemStatus, notes: line.problem });
    }
    for (const card of cardsByLine.get(line.id) ?? []) {
      if (card.problemStatus !== 'none') {
        found.push({ ownerId: card.id, line, status: card.problemStatus, notes: card.notes });
      }
    }
    return found;
  });
}
