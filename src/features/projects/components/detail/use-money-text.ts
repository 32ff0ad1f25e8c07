import { useTranslation } from 'react-i18next';
import type { VatPreference } from '../../../../domain/enums';
import { shownAmount, type Amounts } from '../../../../domain/pricing';
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
