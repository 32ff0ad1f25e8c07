import { useTranslation } from 'react-i18next';
import type { BillingType } from '../../../domain/enums';
import { useFormatMoney } from '../../../i18n/use-format';

/**
 * A figure as the draft's rooms show it: a renter reads the month, so a line's unit and amount and a
 * pack's figures are per month when renting, as the quote shows them.
 */
export function useDraftMoney(billingType: BillingType): (cents: number) => string {
  const { t } = useTranslation('projects');
  const formatMoney = useFormatMoney();
  return (cents) =>
    billingType === 'rent' ? t('lines.per_month', { amount: formatMoney(cents) }) : formatMoney(cents);
}
