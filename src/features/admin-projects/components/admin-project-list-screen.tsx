import { Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { AddRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { projectStatuses } from '../../../domain/enums';
import { outsideServiceArea } from '../../../domain/projects';
import { projectStatusKeys } from '../../../i18n/project-labels';
import { Page } from '../../../ui/page';
import { VirtualList } from '../../../ui/virtual-list';
import { useAdminProjectList } from '../hooks/use-admin-project-list';
import { hasAdminFilters, noAdminFilters } from '../lib/admin-list-filters';
import { AdminProjectFiltersBar } from './admin-project-filters';
import { ADMIN_PROJECT_ROW_PX, AdminProjectRow } from './admin-project-row';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  count: { flexGrow: 1 },
  counts: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
});

/**
 * `/admin/projects`: every project of the local store, filtered, sorted and counted per status as
 * the office types; the list draws only the rows in view. While the store is read, the most
 * recently changed projects are drawn, and the counts wait.
 */
export function AdminProjectListScreen() {
  const { t } = useTranslation(['adminProjects', 'common']);
  const styles = useStyles();
  const navigate = useNavigate();
  const [filters, setFilters] = useState(noAdminFilters);
  const { list, shown, names, creators, servedPrefixes } = useAdminProjectList(filters);
  const data = list.data;

  return (
    <Page title={t('list.title')}>
      <div className={styles.bar}>
        <Text className={styles.count} role="status">
          {list.complete ? t('list.count', { count: shown.rows.length }) : t('list.loading')}
        </Text>
        <Button
          appearance="primary"
          icon={<AddRegular />}
          onClick={() => void navigate(paths.adminProjectAdd)}
        >
          {t('add.button')}
        </Button>
      </div>
      <ul className={styles.counts} aria-label={t('list.counts_label')}>
        {projectStatuses.map((status) => (
          <li key={status}>
            <Text size={200}>
              {t('list.status_count', {
                status: t(projectStatusKeys[status]),
                number: list.complete ? shown.counts[status] : '…',
              })}
            </Text>
          </li>
        ))}
      </ul>
      {/* Filtering the first rows alone would answer for a part of the projects. */}
      {list.complete && data && (
        <AdminProjectFiltersBar
          filters={filters}
          onChange={setFilters}
          clients={data.clients}
          creators={creators}
        />
      )}
      {hasAdminFilters(filters) && (
        <Button onClick={() => setFilters({ ...noAdminFilters, sort: filters.sort })}>
          {t('filters.clear')}
        </Button>
      )}
      {list.loading ? (
        <Spinner label={t('list.loading')} />
      ) : shown.rows.length === 0 ? (
        list.complete && <Text>{data?.projects.length === 0 ? t('list.empty') : t('list.no_match')}</Text>
      ) : (
        <VirtualList
          items={shown.rows}
          rowHeight={ADMIN_PROJECT_ROW_PX}
          label={t('list.label')}
          itemKey={(project) => project.id}
          renderRow={(project) => (
            <AdminProjectRow
              project={project}
              clientName={names.clients.get(project.clientId) ?? ''}
              creatorName={names.users.get(project.creatorId) ?? ''}
              outsideArea={outsideServiceArea(project.address, servedPrefixes)}
            />
          )}
        />
      )}
    </Page>
  );
}
