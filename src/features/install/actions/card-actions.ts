import type { VerificationCard } from '../../../domain/entities/intervention.schema';
import type { MutatorArgs } from '../../../domain/mutators/registry';
import { baseOf } from '../../../domain/mutators/stale-base';
import { verificationCardUpdateArgs } from '../../../domain/mutators/verification-card-update';
import { verificationCardsVerifyRoomArgs } from '../../../domain/mutators/verification-cards-verify-room';
import type { Mutate } from '../../../sync/client';
import { failure, fromMutateResult, refused, type ActionResult } from '../../../lib/action-result';

export type CardPatch = MutatorArgs<'verificationCardUpdate'>['patch'];

/** `seen`, the card as the screen showed it, is the change's base: the server weighs a field changed since. */
export async function updateCard(
  mutate: Mutate,
  id: string,
  patch: CardPatch,
  seen?: VerificationCard,
): Promise<ActionResult> {
  const base = seen === undefined ? undefined : baseOf<Record<string, unknown>>(seen, patch);
  const parsed = verificationCardUpdateArgs.safeParse({ id, patch, base });
  if (!parsed.success) return refused('validation');
  return stored(mutate.verificationCardUpdate(parsed.data));
}

/**
 * The phone's store may fail the write (closed under it, full): nothing was queued, so the gesture
 * must not stay shown as done while the page says every change was sent. It says so instead.
 */
async function stored(change: ReturnType<Mutate[keyof Mutate]>): Promise<ActionResult> {
  try {
    return fromMutateResult(await change);
  } catch (error) {
    console.error('[install] a change could not be stored', error);
    return failure('install:line.not_saved');
  }
}

/**
 * Undoes "verify all": each card the gesture changed gets back what it had, as ordinary card
 * changes (offline too, and in the office's history like any other).
 */
export async function restoreCards(
  mutate: Mutate,
  before: readonly VerificationCard[],
): Promise<ActionResult> {
  for (const card of before) {
    const result = await updateCard(mutate, card.id, {
      checked: card.checked,
      quantityChecked: card.quantityChecked,
    });
    if (!result.ok) return result;
  }
  return { ok: true };
}

export async function verifyRoom(
  mutate: Mutate,
  interventionId: string,
  roomId: string,
): Promise<ActionResult> {
  const parsed = verificationCardsVerifyRoomArgs.safeParse({ interventionId, roomId });
  if (!parsed.success) return refused('validation');
  return stored(mutate.verificationCardsVerifyRoom(parsed.data));
}
