import { makeStyles, tokens } from '@fluentui/react-components';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { VatPreference } from '../../../../domain/enums';
import { shownAmount } from '../../../../domain/pricing';
import { useFormatMoney } from '../../../../i18n/use-format';
import { billingTypeKeys, vatLabelKeys } from '../../../../i18n/project-labels';
import type { QuoteView } from './quote-view';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    columnGap: tokens.spacingHorizontalM,
    margin: 0,
  },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0 },
});

/** What the client is about to submit: rooms, lines, billing and the total in its VAT view. */
export function SubmitSummary({ view, preference }: { view: QuoteView; preference: VatPreference }) {
  const { t } = useTranslation('quote');
  const styles = useStyles();
  const formatMoney = useFormatMoney();
  const vat = t(vatLabelKeys[preference]);
  const total = formatMoney(shownAmount(view.total, preference));
  // A renter reads the month first, then how long, then the whole rental.
  const price: Array<[term: string, value: string]> =
    view.monthly === null
      ? [[t('submit.total', { vat }), total]]
      : [
          [t('submit.monthly', { vat }), formatMoney(shownAmount(view.monthly, preference))],
          [t('submit.duration'), t('submit.months', { count: view.rentMonths })],
          [t('submit.rental_total', { vat }), total],
        ];
  const entries: Array<[term: string, value: string | number]> = [
    [t('submit.rooms'), view.rooms.length],
    [t('submit.lines'), view.lineCount],
    [t('submit.billing'), t(billingTypeKeys[view.billingType])],
    ...price,
  ];
  return (
    <dl className={styles.root} aria-label={t('submit.summary_label')}>
      {entries.map(([term, value]) => (
        <Fragment key={term}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
