import { Spinner, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../i18n/use-format';
import { generatePath } from 'react-router';
import { paths } from '../../../app/paths';
import { Page } from '../../../ui/page';
import { RouterLink } from '../../../ui/router-link';
import { useInterventionList } from '../hooks/use-intervention-list';
import { useListFilters } from '../hooks/use-list-filters';
import { filterRows } from '../lib/filter-rows';
import type { ListKind } from '../lib/list-filters';
import { stepKeys } from '../lib/step-labels';
import { ListFiltersBar } from './list-filters-bar';
import { StackedTable } from '../../../ui/stacked-table';

const titleKeys = {
  verifications: 'interventions:list.title_verifications',
  interventions: 'interventions:list.title_interventions',
} as const satisfies Record<ListKind, string>;

/** `/admin/verifications` and `/admin/interventions`: the purchase orders' interventions, filtered. */
export function InterventionListScreen({ kind }: { kind: ListKind }) {
  const { t } = useTranslation('interventions');
  const [filters, setFilters] = useListFilters(kind);
  const list = useInterventionList();
  const date = useFormatDate('date');
  const detailPath = kind === 'verifications' ? paths.adminVerification : paths.adminIntervention;

  return (
    <Page title={t(titleKeys[kind])}>
      {list.loading ? (
        <Spinner label={t('loading')} />
      ) : (
        <>
          <ListFiltersBar filters={filters} clients={list.data.clients} onChange={setFilters} />
          {(() => {
            const rows = filterRows(list.data.rows, filters);
            if (rows.length === 0) return <Text>{t('list.empty')}</Text>;
            return (
              <StackedTable
                label={t(titleKeys[kind])}
                columns={[
                  t('list.project'),
                  t('list.client'),
                  t('list.step'),
                  t('list.scheduled'),
                  t('list.progress'),
                  t('list.problems'),
                ]}
                rows={rows.map((row) => ({
                  key: row.intervention.id,
                  cells: [
                    <RouterLink
                      key="project"
                      to={generatePath(detailPath, { purchaseOrderId: row.intervention.projectId })}
                    >
                      {row.project?.name ?? row.intervention.projectId}
                    </RouterLink>,
                    row.client?.name ?? '',
                    t(stepKeys[row.intervention.step]),
                    row.intervention.scheduledAt ? date(row.intervention.scheduledAt) : '',
                    t('list.progress_value', { done: row.total - row.counts.remaining, total: row.total }),
                    row.counts.problematic,
                  ],
                }))}
              />
            );
          })()}
        </>
      )}
    </Page>
  );
}
