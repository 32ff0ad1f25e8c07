import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { VatPreference } from '../../../../domain/enums';
import { useFormatMoney } from '../../../../i18n/use-format';
import { FieldList, type FieldEntry } from './field-list';
import type { ProjectFinance } from './finance';
import { useMoneyText, usePriceText } from './use-money-text';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
});

/**
 * The project's prices: the client's budget, the quote's price, the office's change with its reason,
 * the final price that results, and how it is paid.
 */
export function FinanceTab({ finance, preference }: { finance: ProjectFinance; preference: VatPreference }) {
  const { t } = useTranslation('projectDetail');
  const styles = useStyles();
  const formatMoney = useFormatMoney();
  const money = useMoneyText(preference);
  // Rented, every price leads with its month (a renter reads the monthly amount first).
  const price = usePriceText(preference, finance.rentMonths);
  const notSet = t('not_set');
  const { payable } = finance;
  // The office's change shows beside the price it makes, with the reason the office gave.
  const officeChange: FieldEntry[] =
    finance.officeChange === null
      ? []
      : [
          { label: t('finance.office_change'), value: price(finance.officeChange.amounts) },
          ...(finance.officeChange.reason === null
            ? []
            : [{ label: t('finance.office_change_reason'), value: finance.officeChange.reason }]),
        ];
  const payment: FieldEntry[] = payable.monthly
    ? [
        { label: t('finance.rent_per_month'), value: money(payable.monthly) },
        { label: t('finance.rent_duration'), value: t('finance.months', { count: finance.rentMonths }) },
        { label: t('finance.rent_total'), value: money(payable.total) },
      ]
    : [{ label: t('finance.payment_at_order'), value: money(payable.total) }];

  return (
    <div className={styles.root}>
      <FieldList
        title={t('finance.prices')}
        fields={[
          {
            label: t('finance.budget'),
            value: finance.budgetCents === null ? notSet : formatMoney(finance.budgetCents),
          },
          { label: t('finance.computed_price'), value: price(finance.computed) },
          ...officeChange,
          { label: t('finance.final_client_price'), value: price(payable) },
          {
            label: t('finance.validated_price'),
            value: finance.validatedPrice ? price(finance.validatedPrice) : notSet,
          },
        ]}
      />
      <FieldList title={t('finance.payment')} fields={payment} />
    </div>
  );
}
