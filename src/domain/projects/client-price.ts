import type { Project } from '../entities/project.schema';
import type { ErrorCode } from '../errors';

/** The project fields of the office's change to the client price. */
export const clientPriceFields = [
  'clientPriceAdjustmentCents',
  'clientPriceOverrideCents',
  'clientPriceReason',
] as const satisfies readonly (keyof Project)[];

type ClientPrice = Pick<Project, (typeof clientPriceFields)[number]>;

/** How the client price is set: from the lines, adjusted by an amount, or replaced by the office. */
export const clientPriceModes = ['computed', 'adjustment', 'override'] as const;
export type ClientPriceMode = (typeof clientPriceModes)[number];

export function clientPriceMode(project: ClientPrice): ClientPriceMode {
  if (project.clientPriceOverrideCents !== null) return 'override';
  return project.clientPriceAdjustmentCents === 0 ? 'computed' : 'adjustment';
}

type ClientPriceRefusal = Extract<ErrorCode, `project/price_${string}`>;

/** The fields a refusal names in its detail, so the editor and a caller know which to fix. */
export const clientPriceRefusalFields = {
  'project/price_both_set': ['clientPriceAdjustmentCents', 'clientPriceOverrideCents'],
  'project/price_reason_required': ['clientPriceReason'],
} as const satisfies Record<ClientPriceRefusal, readonly (typeof clientPriceFields)[number][]>;

/**
 * What the office may store: one change at a time (an override would silently void an adjustment
 * kept beside it), and a reason for it, since the client reads the changed figure with its reason.
 */
export function clientPriceRefusal(project: ClientPrice): ClientPriceRefusal | null {
  if (project.clientPriceOverrideCents !== null && project.clientPriceAdjustmentCents !== 0)
    return 'project/price_both_set';
  if (clientPriceMode(project) !== 'computed' && project.clientPriceReason.trim() === '')
    return 'project/price_reason_required';
  return null;
}

/** The reason the client reads beside the price, when the office changed it. */
export function clientPriceReasonShown(project: ClientPrice): string | null {
  return clientPriceMode(project) === 'computed' ? null : project.clientPriceReason.trim() || null;
}
