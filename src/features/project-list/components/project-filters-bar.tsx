import { Button, Field, Input, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { FilterRegular } from '@fluentui/react-icons';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery, wideScreenQuery } from '../../../ui/use-media-query';
import { billingTypes, projectSizes } from '../../../domain/enums';
import { textLimits } from '../../../domain/text.schema';
import { billingTypeKeys } from '../../../i18n/project-labels';
import type { FiltersUpdate } from '../hooks/use-list-filters';
import { clientFacingStatuses } from '../../../domain/projects';
import { clientFacingStatusKeys } from '../../../i18n/project-labels';
import { withFilter, type ProjectListFilters } from '../lib/project-filters';
import { DateField } from '../../../ui/date-field';
import { AllOrOneSelect } from '../../../ui/all-or-one-select';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    // As many columns as fit: one on a phone, three on a wide screen.
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  // The choices' own grid, inside the bar's: on a phone they open below the search.
  choices: { display: 'contents' },
  // Its own rule: `display: contents` would win over the hidden attribute's.
  folded: { display: 'none' },
  toggle: { justifySelf: 'start' },
});

/** How many of the choices (everything but the free text) narrow the list now. */
function activeChoices(filters: ProjectListFilters): number {
  return [filters.status, filters.billing, filters.size, filters.from, filters.to].filter(
    (value) => value !== '',
  ).length;
}

/**
 * Free text, status, billing, size and creation dates. Choices are read as the URL is read, so the
 * bar holds only what the URL can.
 */
export function ProjectFiltersBar({
  filters,
  onChange,
}: {
  filters: ProjectListFilters;
  onChange: (update: FiltersUpdate) => void;
}) {
  const { t } = useTranslation('projectList');
  const styles = useStyles();
  const set = (key: keyof ProjectListFilters) => (value: string) =>
    onChange((current) => withFilter(current, key, value));
  const wide = useMediaQuery(wideScreenQuery);
  // On a phone the five choices wait behind one button, so the first project shows on the first screen.
  const [open, setOpen] = useState(false);
  const choicesId = useId();
  const active = activeChoices(filters);
  const shown = wide || open;
  return (
    <div className={styles.root} role="search" aria-label={t('filters.label')}>
      <Field label={t('filters.search')}>
        <Input
          type="search"
          value={filters.q}
          maxLength={textLimits.search}
          onChange={(_, data) => set('q')(data.value)}
        />
      </Field>
      {!wide && (
        <Button
          className={styles.toggle}
          icon={<FilterRegular />}
          aria-expanded={open}
          aria-controls={choicesId}
          onClick={() => setOpen(!open)}
        >
          {t(open ? 'filters.hide' : 'filters.show', { count: active })}
        </Button>
      )}
      <div className={mergeClasses(styles.choices, !shown && styles.folded)} id={choicesId}>
        <AllOrOneSelect
          label={t('filters.status')}
          allLabel={t('filters.any_status')}
          value={filters.status}
          options={clientFacingStatuses.map((status) => ({
            value: status,
            label: t(clientFacingStatusKeys[status]),
          }))}
          onChange={set('status')}
        />
        <AllOrOneSelect
          label={t('filters.billing')}
          allLabel={t('filters.any_billing')}
          value={filters.billing}
          options={billingTypes.map((billing) => ({ value: billing, label: t(billingTypeKeys[billing]) }))}
          onChange={set('billing')}
        />
        <AllOrOneSelect
          label={t('filters.size')}
          allLabel={t('filters.any_size')}
          value={filters.size}
          options={projectSizes.map((size) => ({ value: size, label: size }))}
          onChange={set('size')}
        />
        <DateField label={t('filters.from')} value={filters.from} onChange={set('from')} />
        <DateField label={t('filters.to')} value={filters.to} onChange={set('to')} />
      </div>
    </div>
  );
}
