import {
  makeStyles,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { VatPreference } from '../../../../domain/enums';
import { shownAmount, type Amounts } from '../../../../domain/pricing';
import { useFormatMoney } from '../../../../i18n/use-format';
import { vatLabelKeys } from '../../../../i18n/project-labels';
import { ContentTable } from '../../../../ui/content-table';
import type { QuoteView } from './quote-view';
import { serviceTexts } from './service-text';

const useStyles = makeStyles({
  amount: { textAlign: 'end' },
  name: { overflowWrap: 'anywhere' },
});

/** The project's chosen services, each a line of its own with how its price is made. */
export function QuoteServices({ view, preference }: { view: QuoteView; preference: VatPreference }) {
  const { t } = useTranslation('quote');
  const styles = useStyles();
  const formatMoney = useFormatMoney();
  if (view.services.length === 0) return null;
  const vat = t(vatLabelKeys[preference]);
  const price = (amounts: Amounts) => {
    const amount = formatMoney(shownAmount(amounts, preference));
    return view.billingType === 'rent' ? t('lines.per_month', { amount }) : amount;
  };
  return (
    <ContentTable size="small" aria-label={t('services.label')}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('services.service')}</TableHeaderCell>
          <TableHeaderCell>{t('services.rule')}</TableHeaderCell>
          <TableHeaderCell className={styles.amount}>{t('lines.total', { vat })}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {view.services.map((service) => {
          const texts = serviceTexts(service, t, price);
          return (
            <TableRow key={service.key}>
              <TableCell className={styles.name}>{texts.name}</TableCell>
              <TableCell>{texts.formula}</TableCell>
              <TableCell className={styles.amount}>{texts.total}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </ContentTable>
  );
}
