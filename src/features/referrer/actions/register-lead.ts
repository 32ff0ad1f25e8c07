import type { z } from 'zod';
import { leadCreateArgs } from '../../../domain/mutators/lead';
import { fromMutateResult, fromZodError, type ActionResult } from '../../../lib/action-result';
import type { Mutate } from '../../../sync/client';

export type LeadCreateInput = z.input<typeof leadCreateArgs>;

/** Registers a lead: applied to the local store at once and queued, so it works offline. */
export async function registerLead(mutate: Mutate, input: LeadCreateInput): Promise<ActionResult> {
  const parsed = leadCreateArgs.safeParse(input);
  if (!parsed.success) return fromZodError(parsed.error);
  return fromMutateResult(await mutate.leadCreate(parsed.data));
}
