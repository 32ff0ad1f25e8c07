import { Field, Input, makeStyles, Select, tokens } from '@fluentui/react-components';
import { useMemo, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalRow } from '../../../db/database';
import { clientStatuses, projectSizes, projectStatuses } from '../../../domain/enums';
import { textLimits } from '../../../domain/text.schema';
import { projectStatusKeys } from '../../../i18n/project-labels';
import { AllOrOneSelect } from '../../../ui/all-or-one-select';
import { userName } from '../hooks/use-admin-projects';
import { adminProjectSorts, type AdminProjectFilters } from '../lib/admin-list-filters';
import { clientStatusKeys, sortKeys } from '../lib/labels';
import { DateField } from '../../../ui/date-field';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    // As many columns as fit: one on a phone, four on a wide screen.
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 13rem), 1fr))',
    gap: tokens.spacingHorizontalM,
  },
});

/** Text, status, client status, client, creator, size, creation dates and the order of the list. */
export function AdminProjectFiltersBar({
  filters,
  onChange,
  clients,
  creators,
}: {
  filters: AdminProjectFilters;
  onChange: Dispatch<SetStateAction<AdminProjectFilters>>;
  clients: readonly LocalRow<'clients'>[];
  creators: readonly LocalRow<'users'>[];
}) {
  const { t } = useTranslation(['adminProjects', 'common']);
  const styles = useStyles();
  const { status, clientStatus, clientId, creatorId, size, from, to, sort } = filters;
  // From the previous filters, so the setters stay the same from one key to the next and the
  // drop-downs below (a client list can be long) are not drawn again while the office types.
  const others = useMemo(() => {
    const set =
      <K extends keyof AdminProjectFilters>(key: K) =>
      (value: AdminProjectFilters[K]) =>
        onChange((previous) => ({ ...previous, [key]: value }));
    return (
      <>
        <AllOrOneSelect
          label={t('filters.status')}
          allLabel={t('filters.any')}
          value={status}
          options={projectStatuses.map((status) => ({ value: status, label: t(projectStatusKeys[status]) }))}
          onChange={(value) => set('status')(projectStatuses.find((s) => s === value) ?? '')}
        />
        <AllOrOneSelect
          label={t('filters.client_status')}
          allLabel={t('filters.any')}
          value={clientStatus}
          options={clientStatuses.map((status) => ({ value: status, label: t(clientStatusKeys[status]) }))}
          onChange={(value) => set('clientStatus')(clientStatuses.find((s) => s === value) ?? '')}
        />
        <AllOrOneSelect
          label={t('filters.client')}
          allLabel={t('filters.any')}
          value={clientId}
          options={clients.map((client) => ({ value: client.id, label: client.name }))}
          onChange={set('clientId')}
        />
        <AllOrOneSelect
          label={t('filters.creator')}
          allLabel={t('filters.any')}
          value={creatorId}
          options={creators.map((user) => ({ value: user.id, label: userName(user) }))}
          onChange={set('creatorId')}
        />
        <AllOrOneSelect
          label={t('filters.size')}
          allLabel={t('filters.any')}
          value={size}
          options={projectSizes.map((size) => ({ value: size, label: size }))}
          onChange={(value) => set('size')(projectSizes.find((s) => s === value) ?? '')}
        />
        <DateField label={t('filters.from')} value={from} onChange={set('from')} />
        <DateField label={t('filters.to')} value={to} onChange={set('to')} />
        <Field label={t('filters.sort')}>
          <Select
            value={sort}
            onChange={(_, data) => set('sort')(adminProjectSorts.find((s) => s === data.value) ?? 'updated')}
          >
            {adminProjectSorts.map((sort) => (
              <option key={sort} value={sort}>
                {t(sortKeys[sort])}
              </option>
            ))}
          </Select>
        </Field>
      </>
    );
  }, [t, onChange, clients, creators, status, clientStatus, clientId, creatorId, size, from, to, sort]);
  return (
    <div className={styles.root} role="search" aria-label={t('filters.label')}>
      <Field label={t('filters.search')} hint={t('filters.search_hint')}>
        <Input
          type="search"
          value={filters.q}
          maxLength={textLimits.search}
          onChange={(_, data) => onChange((previous) => ({ ...previous, q: data.value }))}
        />
      </Field>
      {others}
    </div>
  );
}
