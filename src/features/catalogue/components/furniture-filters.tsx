import { Field, makeStyles, SearchBox, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { availabilityStatuses } from '../../../domain/enums';
import { availabilityKeys } from '../../../i18n/project-labels';
import {
  archivedChoiceKeys,
  furnitureSortKeys,
  hiddenChoiceKeys,
  sortDirectionKeys,
} from '../lib/catalogue-labels';
import {
  archivedChoices,
  furnitureSorts,
  hiddenChoices,
  isAvailability,
  sortDirections,
  type FurnitureFilters as Filters,
} from '../lib/furniture-query';
import type { FurnitureView } from '../hooks/use-furniture-results';
import { LabelledSelect } from '../../../ui/labelled-select';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end' },
  search: { flexGrow: 1, flexBasis: '100%' },
  select: { flexGrow: 1, flexBasis: '10rem' },
});

/** Search box, filters and sort of the furniture list. */
export function FurnitureFilters({
  view,
  onChange,
  categories,
  suppliers,
}: {
  view: FurnitureView;
  onChange: (view: FurnitureView) => void;
  categories: readonly { id: string; name: string }[];
  suppliers: readonly string[];
}) {
  const { t } = useTranslation('catalogue');
  const styles = useStyles();
  const setFilter = (patch: Partial<Filters>) =>
    onChange({ ...view, filters: { ...view.filters, ...patch } });
  const any = { value: '', text: t('filters.any') };

  return (
    <div className={styles.root} role="search" aria-label={t('filters.label')}>
      <Field label={t('filters.search')} hint={t('filters.search_hint')} className={styles.search}>
        <SearchBox value={view.query} onChange={(_, data) => onChange({ ...view, query: data.value })} />
      </Field>
      <LabelledSelect
        className={styles.select}
        label={t('filters.category')}
        value={view.filters.categoryId}
        options={[any, ...categories.map((category) => ({ value: category.id, text: category.name }))]}
        onChange={(categoryId) => setFilter({ categoryId })}
      />
      <LabelledSelect
        className={styles.select}
        label={t('filters.supplier')}
        value={view.filters.supplier}
        options={[any, ...suppliers.map((supplier) => ({ value: supplier, text: supplier }))]}
        onChange={(supplier) => setFilter({ supplier })}
      />
      <LabelledSelect
        className={styles.select}
        label={t('filters.availability')}
        value={view.filters.availability}
        options={[
          any,
          ...availabilityStatuses.map((status) => ({ value: status, text: t(availabilityKeys[status]) })),
        ]}
        onChange={(value) => setFilter({ availability: isAvailability(value) ? value : '' })}
      />
      <LabelledSelect
        className={styles.select}
        label={t('filters.archived')}
        value={view.filters.archived}
        options={archivedChoices.map((choice) => ({ value: choice, text: t(archivedChoiceKeys[choice]) }))}
        onChange={(value) =>
          setFilter({ archived: archivedChoices.find((choice) => choice === value) ?? 'active' })
        }
      />
      <LabelledSelect
        className={styles.select}
        label={t('filters.hidden')}
        value={view.filters.hidden}
        options={hiddenChoices.map((choice) => ({ value: choice, text: t(hiddenChoiceKeys[choice]) }))}
        onChange={(value) => setFilter({ hidden: hiddenChoices.find((choice) => choice === value) ?? 'all' })}
      />
      <LabelledSelect
        className={styles.select}
        label={t('filters.sort')}
        value={view.sort}
        options={furnitureSorts.map((sort) => ({ value: sort, text: t(furnitureSortKeys[sort]) }))}
        onChange={(value) =>
          onChange({ ...view, sort: furnitureSorts.find((sort) => sort === value) ?? 'name' })
        }
      />
      <LabelledSelect
        className={styles.select}
        label={t('filters.direction')}
        value={view.direction}
        options={sortDirections.map((direction) => ({
          value: direction,
          text: t(sortDirectionKeys[direction]),
        }))}
        onChange={(value) =>
          onChange({ ...view, direction: sortDirections.find((direction) => direction === value) ?? 'asc' })
        }
      />
    </div>
  );
}
