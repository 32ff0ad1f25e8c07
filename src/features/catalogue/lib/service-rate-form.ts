import { serviceRules, type ProjectOptionKey, type ServiceRule } from '../../../domain/catalogue';
import { defaultVatRateBp } from '../../../domain/entities/project.schema';
import type { ServiceRate } from '../../../domain/entities/service-rate.schema';
import type { FieldKeys } from '../../../lib/action-result';
import { bpToPercentText, centsToEuroText, parseEuros, parsePercentBp } from '../../../lib/money-input';

/** A service's price as typed: amounts are text, '' while empty. */
export interface ServiceRateForm {
  rule: ServiceRule;
  price: string;
  vat: string;
}

/** The stored price, or a blank one at the usual VAT rate while the office has set none. */
export function serviceRateFormOf(row: ServiceRate | undefined): ServiceRateForm {
  if (row === undefined) return { rule: 'perProject', price: '', vat: bpToPercentText(defaultVatRateBp) };
  return { rule: row.rule, price: centsToEuroText(row.priceCents), vat: bpToPercentText(row.vatRateBp) };
}

export function ruleOf(value: string): ServiceRule {
  return serviceRules.find((rule) => rule === value) ?? 'perProject';
}

export type ServiceRateReading =
  | { ok: true; args: Pick<ServiceRate, 'key' | 'rule' | 'priceCents' | 'vatRateBp'> }
  | { ok: false; fields: FieldKeys };

/** The form as serviceRateSet's args, or the messages next to the fields it cannot save. */
export function readServiceRateForm(key: ProjectOptionKey, form: ServiceRateForm): ServiceRateReading {
  const fields: FieldKeys = {};
  // An included service costs nothing: its price field is not shown, and stored as zero.
  const priceCents = form.rule === 'included' ? 0 : parseEuros(form.price);
  const vatRateBp = parsePercentBp(form.vat);
  if (priceCents === null) fields.price = 'catalogue:services.price_invalid';
  if (vatRateBp === null || vatRateBp > 10_000) fields.vat = 'catalogue:services.vat_invalid';
  if (priceCents === null || vatRateBp === null || vatRateBp > 10_000) return { ok: false, fields };
  return { ok: true, args: { key, rule: form.rule, priceCents, vatRateBp } };
}
