import { useTranslation } from 'react-i18next';
import type { VatPreference } from '../../../../domain/enums';
import { shownAmount, type Amounts, type QuoteTotals } from '../../../../domain/pricing';
import { useFormatMoney } from '../../../../i18n/use-format';
import { vatLabelKeys } from '../../../../i18n/project-labels';

/** Amounts as the client reads them: in its VAT view, followed by "incl. VAT" or "excl. VAT". */
export function useMoneyText(preference: VatPreference): (amounts: Amounts) => string {
  // The VAT labels live with the draft's texts.
  const { t } = useTranslation(['projectDetail', 'projects']);
  const formatMoney = useFormatMoney();
  return (amounts) =>
    t('money', { amount: formatMoney(shownAmount(amounts, preference)), vat: t(vatLabelKeys[preference]) });
}

/** A price as the client reads it: bought, its total; rented, the month first, then the rental's length and total. */
export function usePriceText(preference: VatPreference, rentMonths: number): (totals: QuoteTotals) => string {
  const { t } = useTranslation('projectDetail');
  const money = useMoneyText(preference);
  return ({ total, monthly }) =>
    monthly === null
      ? money(total)
      : t('rent_money', { monthly: money(monthly), count: rentMonths, total: money(total) });
}
