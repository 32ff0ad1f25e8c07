import type { Client } from '../../../domain/entities/client.schema';
import { clientCreateArgs, clientUpdateArgs } from '../../../domain/mutators/client';
import { fromMutateResult, fromZodError, type ActionResult } from '../../../lib/action-result';
import type { Mutate } from '../../../sync/client';
import { clientValues, type ClientDraft } from '../lib/client-draft';

/** Adds or updates a client's record: applied locally at once and synced, so it works offline. */
export async function saveClient(
  mutate: Mutate,
  id: string,
  existing: Client | undefined,
  draft: ClientDraft,
): Promise<ActionResult> {
  const values = clientValues(draft, existing?.billingAddress);
  if (existing === undefined) {
    const parsed = clientCreateArgs.safeParse({ id, ...values });
    if (!parsed.success) return fromZodError(parsed.error);
    return fromMutateResult(await mutate.clientCreate(parsed.data));
  }
  const parsed = clientUpdateArgs.safeParse({ id, patch: values });
  if (!parsed.success) return fromZodError(parsed.error, 'patch');
  return fromMutateResult(await mutate.clientUpdate(parsed.data), 'patch');
}
