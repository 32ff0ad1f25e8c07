import type { TFunction } from 'i18next';
import type { ServiceRule } from '../../../../domain/catalogue';
import type { Amounts } from '../../../../domain/pricing';
import { serviceLabelKeys } from '../../../../i18n/project-labels';
import type { QuoteServiceView } from './quote-view';

const formulaKeys = {
  perProject: 'quote:services.per_project',
  perRoom: 'quote:services.per_room',
  perLine: 'quote:services.per_line',
} as const satisfies Record<Exclude<ServiceRule, 'included'>, string>;

export interface ServiceTexts {
  name: string;
  /** How the figure is made: "€45.00 per room × 3 rooms", "Included", "Price on request". */
  formula: string;
  /** The service's total, or the word that stands for it when nothing is charged. */
  total: string;
}

/** A service line's words, the same on the screen and in the PDF; `price` formats a figure. */
export function serviceTexts(
  service: QuoteServiceView,
  t: TFunction<'quote'>,
  price: (amounts: Amounts) => string,
): ServiceTexts {
  const name = t(serviceLabelKeys[service.key]);
  if (service.rule === null) {
    const onRequest = t('quote:services.on_request');
    return { name, formula: onRequest, total: onRequest };
  }
  if (service.rule === 'included') {
    const included = t('quote:services.included');
    return { name, formula: included, total: included };
  }
  const formula = t(formulaKeys[service.rule], { unit: price(service.unit), count: service.count });
  return { name, formula, total: price(service.total) };
}
