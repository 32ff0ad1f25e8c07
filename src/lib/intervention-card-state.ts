import type { VerificationCard } from '../domain/entities/intervention.schema';

/** What a line's card says at a glance, in the order the counts list them. */
export const cardStates = ['remaining', 'verified', 'returned', 'problematic'] as const;
export type CardState = (typeof cardStates)[number];

type CardFacts = Pick<VerificationCard, 'checked' | 'returnedToWarehouse' | 'problemStatus'>;

/** A problem outranks the rest: it is what the office must act on. */
export function cardState(card: CardFacts): CardState {
  if (card.problemStatus !== 'none') return 'problematic';
  if (card.returnedToWarehouse) return 'returned';
  return card.checked ? 'verified' : 'remaining';
}

export function countStates(cards: readonly CardFacts[]): Record<CardState, number> {
  const counts: Record<CardState, number> = { remaining: 0, verified: 0, returned: 0, problematic: 0 };
  for (const card of cards) counts[cardState(card)]++;
  return counts;
}
