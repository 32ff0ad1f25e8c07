import { textLimits } from '../../../domain/text.schema';
import { uuidv7 } from '../../../domain/ids';
import {
  lineUnavailabilityArgs,
  lineUpdateOfficeArgs,
  projectCopyQuoteArgs,
  projectCreateComplementaryArgs,
  projectDuplicateArgs,
  projectToggleBillingArgs,
  projectToParentModuleArgs,
  purchaseOrderRegenerateArgs,
  type LineUnavailabilityArgs,
  type LineUpdateOfficeArgs,
} from '../../../domain/projects/admin-actions.schema';
import {
  fromMutateResult,
  fromZodError,
  type ActionFailure,
  type ActionResult,
} from '../../../lib/action-result';
import type { Mutate } from '../../../sync/client';

/** An action that makes a row: done with the new row's id, made here so it opens at once, offline too. */
export type MadeResult = { ok: true; id: string } | ActionFailure;

async function made(id: string, run: () => Promise<ActionResult>): Promise<MadeResult> {
  const result = await run();
  return result.ok ? { ok: true, id } : result;
}

export function toggleBilling(mutate: Mutate, id: string): Promise<ActionResult> {
  const parsed = projectToggleBillingArgs.safeParse({ id });
  if (!parsed.success) return Promise.resolve(fromZodError(parsed.error));
  return mutate.projectToggleBilling(parsed.data).then((result) => fromMutateResult(result));
}

/** A copy of the project as a new draft: `copyQuote` leaves the unavailability changes out. */
export function copyProject(
  mutate: Mutate,
  id: string,
  kind: 'duplicate' | 'copyQuote',
  name: string,
): Promise<MadeResult> {
  const newProjectId = uuidv7();
  const schema = kind === 'duplicate' ? projectDuplicateArgs : projectCopyQuoteArgs;
  const parsed = schema.safeParse({ id, newProjectId, name: name.slice(0, textLimits.name) });
  if (!parsed.success) return Promise.resolve(fromZodError(parsed.error));
  return made(newProjectId, async () =>
    fromMutateResult(
      kind === 'duplicate'
        ? await mutate.projectDuplicate(parsed.data)
        : await mutate.projectCopyQuote(parsed.data),
    ),
  );
}

export function createComplementary(mutate: Mutate, id: string, name: string): Promise<MadeResult> {
  const newProjectId = uuidv7();
  const parsed = projectCreateComplementaryArgs.safeParse({ id, newProjectId, name });
  if (!parsed.success) return Promise.resolve(fromZodError(parsed.error));
  return made(newProjectId, async () =>
    fromMutateResult(await mutate.projectCreateComplementary(parsed.data)),
  );
}

export function toParentModule(mutate: Mutate, id: string): Promise<MadeResult> {
  const moduleId = uuidv7();
  const parsed = projectToParentModuleArgs.safeParse({ id, moduleId });
  if (!parsed.success) return Promise.resolve(fromZodError(parsed.error));
  return made(moduleId, async () => fromMutateResult(await mutate.projectToParentModule(parsed.data)));
}

export async function regeneratePurchaseOrder(mutate: Mutate, id: string): Promise<ActionResult> {
  const parsed = purchaseOrderRegenerateArgs.safeParse({ id, purchaseOrderId: uuidv7() });
  if (!parsed.success) return fromZodError(parsed.error);
  return fromMutateResult(await mutate.purchaseOrderRegenerate(parsed.data));
}

/** Records (or clears, with 'none') what the office orders instead of a quote line. */
export async function recordUnavailability(
  mutate: Mutate,
  args: LineUnavailabilityArgs,
): Promise<ActionResult> {
  const parsed = lineUnavailabilityArgs.safeParse(args);
  if (!parsed.success) return fromZodError(parsed.error);
  return fromMutateResult(await mutate.lineUnavailability(parsed.data));
}

/** Saves the office's fields of a quote line (notes, unit price, VAT rate) that changed. */
export async function updateOfficeLine(mutate: Mutate, args: LineUpdateOfficeArgs): Promise<ActionResult> {
  const parsed = lineUpdateOfficeArgs.safeParse(args);
  if (!parsed.success) return fromZodError(parsed.error);
  return fromMutateResult(await mutate.lineUpdateOffice(parsed.data));
}
