import type { MutatorArgs } from '../../../domain/mutators/registry';
import { verificationCardUpdateArgs } from '../../../domain/mutators/verification-card-update';
import { verificationCardsVerifyRoomArgs } from '../../../domain/mutators/verification-cards-verify-room';
import type { Mutate } from '../../../sync/client';
import { failure, fromMutateResult, type ActionResult } from '../../../lib/action-result';

export type CardPatch = MutatorArgs<'verificationCardUpdate'>['patch'];

export async function updateCard(mutate: Mutate, id: string, patch: CardPatch): Promise<ActionResult> {
  const parsed = verificationCardUpdateArgs.safeParse({ id, patch });
  if (!parsed.success) return failure('errors:validation');
  return fromMutateResult(await mutate.verificationCardUpdate(parsed.data));
}

export async function verifyRoom(
  mutate: Mutate,
  interventionId: string,
  roomId: string,
): Promise<ActionResult> {
  const parsed = verificationCardsVerifyRoomArgs.safeParse({ interventionId, roomId });
  if (!parsed.success) return failure('errors:validation');
  return fromMutateResult(await mutate.verificationCardsVerifyRoom(parsed.data));
}
