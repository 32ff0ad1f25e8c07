import { makeStyles, Spinner, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { groupPurchaseRows, purchaseTotals } from '../../../domain/purchases';
import { Page } from '../../../ui/page';
import { usePurchases } from '../hooks/use-purchases';
import { useKeptCatalogueConfig } from '../../../lib/use-kept-catalogue-config';
import { exportLimitOf, initialForm, readForm, type PurchaseForm } from '../lib/purchase-form';
import { ExportPanel } from './export-panel';
import { PurchaseFilters } from './purchase-filters';
import { PurchaseGroupSection } from './purchase-group';
import { PurchaseTotalsFacts } from './purchase-totals';

const useStyles = makeStyles({
  summary: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/** `/admin/purchases`: the purchase-order lines of validated projects over a period, and their export. */
export function PurchasesScreen() {
  const { t } = useTranslation('purchases');
  const styles = useStyles();
  const [form, setForm] = useState<PurchaseForm>(() => initialForm(new Date()));
  const reading = useMemo(() => readForm(form), [form]);
  const filter = reading.ok ? reading.filter : null;
  const { exportMaxDays } = useKeptCatalogueConfig();
  const exportLimit = exportLimitOf(filter, exportMaxDays);
  const purchases = usePurchases(filter);
  const groups = useMemo(
    () => (purchases.loading ? [] : groupPurchaseRows(purchases.data.rows, form.groupBy)),
    [purchases, form.groupBy],
  );
  const totals = useMemo(() => purchaseTotals(purchases.data?.rows ?? []), [purchases]);

  return (
    <Page title={t('nav:titles.adminPurchases')}>
      <PurchaseFilters
        form={form}
        errors={reading.ok ? {} : reading.errors}
        exportLimit={exportLimit}
        clients={purchases.data?.clients ?? []}
        projects={purchases.data?.projects ?? []}
        suppliers={purchases.data?.suppliers ?? []}
        onChange={setForm}
      />
      {purchases.loading ? (
        <Spinner label={t('loading')} />
      ) : (
        <>
          <section className={styles.summary} aria-labelledby="purchases-totals-title">
            <Subtitle2 as="h2" id="purchases-totals-title">
              {t('totals.title')}
            </Subtitle2>
            <Text>{t('lines_count', { count: purchases.data.rows.length })}</Text>
            <PurchaseTotalsFacts totals={totals} label={t('totals.title')} />
          </section>
          <ExportPanel filter={exportLimit === null ? filter : null} />
          {groups.length === 0 ? (
            <Text>{t('empty')}</Text>
          ) : (
            groups.map((group) => <PurchaseGroupSection key={group.key} group={group} />)
          )}
        </>
      )}
    </Page>
  );
}
