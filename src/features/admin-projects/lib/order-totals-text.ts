import type { TFunction } from 'i18next';
import type { OrderTotals } from '../../../domain/pricing';

export interface OrderTotalRow {
  label: string;
  value: string;
  strong: boolean;
}

/**
 * An order's totals as the step and the PDF both print them (excl. VAT, the VAT of each rate,
 * incl. VAT), so the warehouse's paper reads the office's screen word for word.
 */
export function orderTotalRows(
  totals: OrderTotals,
  t: TFunction<'adminProjects'>,
  formatMoney: (cents: number) => string,
  formatRate: (vatRateBp: number) => string,
): OrderTotalRow[] {
  return [
    {
      label: t('adminProjects:order.totals.excl'),
      value: formatMoney(totals.total.exclVatCents),
      strong: false,
    },
    ...totals.vatRates.map(({ vatRateBp, amounts }) => ({
      label: t('adminProjects:order.totals.vat_rate', { rate: formatRate(vatRateBp) }),
      value: formatMoney(amounts.vatCents),
      strong: false,
    })),
    {
      label: t('adminProjects:order.totals.incl'),
      value: formatMoney(totals.total.inclVatCents),
      strong: true,
    },
  ];
}
