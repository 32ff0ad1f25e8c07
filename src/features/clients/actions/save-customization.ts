import type { Client } from '../../../domain/entities/client.schema';
import { clientUpdateArgs } from '../../../domain/mutators/client';
import { fieldsFailure, fromMutateResult, fromZodError, type ActionResult } from '../../../lib/action-result';
import type { Mutate } from '../../../sync/client';

export type Customization = Pick<Client, 'logo' | 'onboardingSteps'> & { pricingMultiplier: string };

/** Parses the multiplier as typed (a comma or a dot), or null when it is no number. */
export function parseMultiplier(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() === '' || !Number.isFinite(value) ? null : value;
}

/** Stores the logo, onboarding steps and multiplier: a mutation, so it works offline too. */
export async function saveCustomization(
  mutate: Mutate,
  clientId: string,
  draft: Customization,
): Promise<ActionResult> {
  const pricingMultiplier = parseMultiplier(draft.pricingMultiplier);
  if (pricingMultiplier === null) return fieldsFailure({ pricingMultiplier: 'validation:invalid' });
  const parsed = clientUpdateArgs.safeParse({
    id: clientId,
    patch: { logo: draft.logo, onboardingSteps: draft.onboardingSteps, pricingMultiplier },
  });
  if (!parsed.success) return fromZodError(parsed.error, 'patch');
  return fromMutateResult(await mutate.clientUpdate(parsed.data), 'patch');
}
