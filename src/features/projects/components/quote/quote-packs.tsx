import { TableBody, TableCell, TableRow } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { VatPreference } from '../../../../domain/enums';
import { vatLabelKeys } from '../../../../i18n/project-labels';
import { ContentTable } from '../../../../ui/content-table';
import { QuoteTableHeader, useQuotePrice, useQuoteTableStyles } from './quote-table';
import type { QuotePackView } from './quote-view';

/**
 * The packs chosen at the price the office negotiated for the client: each one figure, quantity ×
 * unit, whose lines the rooms list as included.
 */
export function QuotePacks({
  packs,
  preference,
  rent,
}: {
  packs: readonly QuotePackView[];
  preference: VatPreference;
  rent: boolean;
}) {
  const { t } = useTranslation('quote');
  const styles = useQuoteTableStyles();
  const price = useQuotePrice(preference, rent);
  if (packs.length === 0) return null;
  return (
    <ContentTable size="small" aria-label={t('packs.heading')}>
      <QuoteTableHeader item={t('packs.heading')} vat={t(vatLabelKeys[preference])} />
      <TableBody>
        {packs.map((pack) => (
          <TableRow key={pack.id}>
            <TableCell className={styles.name}>{t('packs.name', { name: pack.name })}</TableCell>
            <TableCell className={styles.amount}>{pack.quantity}</TableCell>
            <TableCell className={styles.amount}>{price(pack.unit)}</TableCell>
            <TableCell className={styles.amount}>{price(pack.total)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ContentTable>
  );
}
