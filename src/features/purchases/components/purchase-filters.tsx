import { Field, makeStyles, Select, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { LocalRow } from '../../../db/database';
import { billingTypes } from '../../../domain/enums';
import { isOneOf } from '../../../domain/one-of';
import { purchaseGroupings } from '../../../domain/purchases';
import { AllOrOneSelect } from '../../../ui/all-or-one-select';
import { billingTypeKeys } from '../../../i18n/project-labels';
import type { ValidationLabelKey } from '../../../i18n/validation-labels';
import { groupingKeys } from '../lib/labels';
import type { DateField, ExportLimit, PurchaseForm } from '../lib/purchase-form';
import { PeriodField } from './period-field';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))',
    alignItems: 'start',
    gap: tokens.spacingHorizontalM,
  },
  // A long project name stays inside its column (and a phone's width) instead of widening it.
  control: { minWidth: 0, maxWidth: '100%' },
});

/** The period (UTC, end excluded), client, project, supplier, billing and grouping. */
export function PurchaseFilters({
  form,
  errors,
  clients,
  projects,
  suppliers,
  exportLimit,
  onChange,
}: {
  form: PurchaseForm;
  errors: Partial<Record<DateField, ValidationLabelKey>>;
  clients: readonly LocalRow<'clients'>[];
  projects: readonly LocalRow<'projects'>[];
  suppliers: readonly string[];
  /** Set when the period is longer than the export accepts. */
  exportLimit: ExportLimit | null;
  onChange: (next: PurchaseForm) => void;
}) {
  const { t } = useTranslation('purchases');
  const styles = useStyles();
  const set = (patch: Partial<PurchaseForm>) => onChange({ ...form, ...patch });
  return (
    <div className={styles.root} role="search" aria-label={t('filters.label')}>
      <PeriodField
        field="start"
        value={form.start}
        error={errors.start}
        exportLimit={exportLimit}
        className={styles.control}
        onChange={(start) => set({ start })}
      />
      <PeriodField
        field="end"
        value={form.end}
        error={errors.end}
        exportLimit={exportLimit}
        className={styles.control}
        onChange={(end) => set({ end })}
      />
      <AllOrOneSelect
        className={styles.control}
        label={t('filters.client')}
        allLabel={t('filters.all_clients')}
        value={form.clientId}
        options={clients.map((client) => ({ value: client.id, label: client.name }))}
        onChange={(clientId) => set({ clientId, projectId: '' })}
      />
      <AllOrOneSelect
        className={styles.control}
        label={t('filters.project')}
        allLabel={t('filters.all_projects')}
        value={form.projectId}
        options={projects.map((project) => ({ value: project.id, label: project.name }))}
        onChange={(projectId) => set({ projectId })}
      />
      <AllOrOneSelect
        className={styles.control}
        label={t('filters.supplier')}
        allLabel={t('filters.all_suppliers')}
        value={form.supplier}
        options={suppliers.map((supplier) => ({ value: supplier, label: supplier }))}
        onChange={(supplier) => set({ supplier })}
      />
      <Field className={styles.control} label={t('filters.billing')}>
        <Select
          className={styles.control}
          value={form.billingType}
          onChange={(_, data) => set({ billingType: isOneOf(billingTypes, data.value) ? data.value : '' })}
        >
          <option value="">{t('filters.all_billing')}</option>
          {billingTypes.map((type) => (
            <option key={type} value={type}>
              {t(billingTypeKeys[type])}
            </option>
          ))}
        </Select>
      </Field>
      <Field className={styles.control} label={t('filters.group_by')}>
        <Select
          className={styles.control}
          value={form.groupBy}
          onChange={(_, data) => isOneOf(purchaseGroupings, data.value) && set({ groupBy: data.value })}
        >
          {purchaseGroupings.map((grouping) => (
            <option key={grouping} value={grouping}>
              {t(groupingKeys[grouping])}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}
