import type { Project } from '../../../domain/entities/project.schema';
import {
  clientPriceMode,
  clientPriceRefusal,
  clientPriceRefusalFields,
  type ClientPriceMode,
} from '../../../domain/projects';
import type { FieldKeys } from '../../../lib/action-result';
import { errorKeys } from '../../../i18n/error-labels';
import { centsToEuroText, parseEuros } from '../../../lib/money-input';

/** The office's change to the client price as typed: how it is set, the amount, and the reason. */
export interface ClientPriceForm {
  priceMode: ClientPriceMode;
  /** The adjustment (signed) or the final price, in euros excl. VAT over the whole price. */
  priceAmount: string;
  priceReason: string;
}

type ClientPricePatch = Pick<
  Project,
  'clientPriceAdjustmentCents' | 'clientPriceOverrideCents' | 'clientPriceReason'
>;

export function clientPriceFormOf(project: Project): ClientPriceForm {
  const priceMode = clientPriceMode(project);
  const amounts = {
    computed: '',
    adjustment: signedEuroText(project.clientPriceAdjustmentCents),
    override: centsToEuroText(project.clientPriceOverrideCents),
  } as const satisfies Record<ClientPriceMode, string>;
  return { priceMode, priceAmount: amounts[priceMode], priceReason: project.clientPriceReason };
}

function signedEuroText(cents: number): string {
  if (cents === 0) return '';
  return cents < 0 ? `-${centsToEuroText(-cents)}` : centsToEuroText(cents);
}

/** An amount that may be negative (the price adjustment): a leading minus, then euros. */
export function parseSignedEuros(text: string): number | null {
  const trimmed = text.trim();
  const negative = trimmed.startsWith('-');
  const cents = parseEuros(negative ? trimmed.slice(1) : trimmed);
  return cents === null ? null : negative ? -cents : cents;
}

/** The patch fields the domain's rule names, as the form's own fields. */
const formFieldOf = {
  clientPriceAdjustmentCents: 'priceAmount',
  clientPriceOverrideCents: 'priceAmount',
  clientPriceReason: 'priceReason',
} as const satisfies Record<keyof ClientPricePatch, keyof ClientPriceForm>;

/**
 * The three price fields the form stores, or null with the messages added to `fields`. Back to the
 * computed price clears the amount and its reason; otherwise the domain's rule (a reason for every
 * change) is checked here too, so the message sits next to the field before any save.
 */
export function readClientPrice(form: ClientPriceForm, fields: FieldKeys): ClientPricePatch | null {
  const { priceMode } = form;
  if (priceMode === 'computed')
    return { clientPriceAdjustmentCents: 0, clientPriceOverrideCents: null, clientPriceReason: '' };
  const cents = (priceMode === 'adjustment' ? parseSignedEuros : parseEuros)(form.priceAmount);
  if (cents === null || (priceMode === 'adjustment' && cents === 0)) {
    fields.priceAmount = 'adminProjects:general.amount_invalid';
    return null;
  }
  const patch = {
    clientPriceAdjustmentCents: priceMode === 'adjustment' ? cents : 0,
    clientPriceOverrideCents: priceMode === 'override' ? cents : null,
    clientPriceReason: form.priceReason.trim(),
  };
  const refusal = clientPriceRefusal(patch);
  if (refusal === null) return patch;
  for (const field of clientPriceRefusalFields[refusal])
    fields[formFieldOf[field]] = errorKeys(refusal).messageKey;
  return null;
}
