import { Checkbox, Field, Input, makeStyles, Select, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { LocalRow } from '../../../db/database';
import { AllOrOneSelect } from '../../../ui/all-or-one-select';
import { interventionSteps, type InterventionStep } from '../../../domain/enums';
import type { ListFilters } from '../lib/list-filters';
import { stepKeys } from '../lib/step-labels';
import { DateField } from '../../../ui/date-field';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
});

function isStepFilter(value: string): value is InterventionStep | 'all' {
  return value === 'all' || (interventionSteps as readonly string[]).includes(value);
}

/** Step, scheduled dates, project, client and "problems only". */
export function ListFiltersBar({
  filters,
  clients,
  onChange,
}: {
  filters: ListFilters;
  clients: LocalRow<'clients'>[];
  onChange: (next: ListFilters) => void;
}) {
  const { t } = useTranslation('interventions');
  const styles = useStyles();
  const set = (patch: Partial<ListFilters>) => onChange({ ...filters, ...patch });
  return (
    <div className={styles.root} role="search" aria-label={t('filters.label')}>
      <Field label={t('filters.step')}>
        <Select
          value={filters.step}
          onChange={(_, data) => isStepFilter(data.value) && set({ step: data.value })}
        >
          <option value="all">{t('filters.all_steps')}</option>
          {interventionSteps.map((step) => (
            <option key={step} value={step}>
              {t(stepKeys[step])}
            </option>
          ))}
        </Select>
      </Field>
      <DateField label={t('filters.from')} value={filters.from} onChange={(from) => set({ from })} />
      <DateField label={t('filters.to')} value={filters.to} onChange={(to) => set({ to })} />
      <Field label={t('filters.project')}>
        <Input value={filters.project} onChange={(_, data) => set({ project: data.value })} />
      </Field>
      <AllOrOneSelect
        label={t('filters.client')}
        allLabel={t('filters.all_clients')}
        value={filters.clientId}
        options={clients.map((client) => ({ value: client.id, label: client.name }))}
        onChange={(clientId) => set({ clientId })}
      />
      <Checkbox
        label={t('filters.problems_only')}
        checked={filters.problemsOnly}
        onChange={(_, data) => set({ problemsOnly: data.checked === true })}
      />
    </div>
  );
}
