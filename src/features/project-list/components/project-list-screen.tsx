import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '../../../domain/auth/auth.schema';
import { useFirstSyncPending } from '../../../sync/sync-context';
import { LoadingScreen } from '../../../ui/loading-screen';
import { Page } from '../../../ui/page';
import { useListFilters } from '../hooks/use-list-filters';
import { useOnboarding } from '../hooks/use-onboarding';
import { useProjectList, type ProjectListScope } from '../hooks/use-project-list';
import { useRowViews } from '../hooks/use-row-views';
import { hasFilters, noFilters, sectionProjects } from '../lib/project-filters';
import { NewProjectDialog } from './new-project-dialog';
import { OnboardingSteps } from './onboarding-steps';
import { ProjectFiltersBar } from './project-filters-bar';
import { ProjectSection } from './project-section';

const useStyles = makeStyles({
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

const scopeKeys = {
  mine: { title: 'nav:titles.projects', empty: 'projectList:empty.mine' },
  team: { title: 'nav:titles.projectsDashboard', empty: 'projectList:empty.team' },
} as const satisfies Record<ProjectListScope, { title: string; empty: string }>;

/**
 * `/projects` (the user's own projects) and `/projects/dashboard` (its team's), from the local
 * store: filtered through the URL, drafts apart from submitted projects.
 */
export function ProjectListScreen({ scope, user }: { scope: ProjectListScope; user: CurrentUser }) {
  const { t } = useTranslation(['projectList', 'nav']);
  const styles = useStyles();
  const list = useProjectList(scope, user._id, user.client?._id ?? null);
  const [filters, setFilters] = useListFilters();
  const onboarding = useOnboarding(user._id);
  const { factLabels, viewOf } = useRowViews(scope === 'team');
  const firstSyncRunning = useFirstSyncPending();
  if (list.loading) return <LoadingScreen />;

  const { rows, client } = list.data;
  const steps = client?.onboardingSteps ?? [];
  const sections = sectionProjects(rows, (row) => row.project, filters);
  const filtered = hasFilters(filters);
  const noMatch = filtered && sections.drafts.length + sections.submitted.length === 0;

  return (
    <Page title={t(scopeKeys[scope].title)}>
      {scope === 'mine' && onboarding.open && steps.length > 0 && (
        <OnboardingSteps steps={steps} onDismiss={onboarding.dismiss} />
      )}
      <div className={styles.toolbar}>
        <NewProjectDialog />
      </div>
      {rows.length === 0 ? (
        <MessageBar intent="info">
          <MessageBarBody>{firstSyncRunning ? t('downloading') : t(scopeKeys[scope].empty)}</MessageBarBody>
        </MessageBar>
      ) : (
        <>
          <ProjectFiltersBar filters={filters} onChange={setFilters} />
          {noMatch ? (
            <MessageBar intent="info">
              <MessageBarBody>{t('no_match')}</MessageBarBody>
              <MessageBarActions>
                <Button onClick={() => setFilters(() => noFilters)}>{t('clear_filters')}</Button>
              </MessageBarActions>
            </MessageBar>
          ) : (
            <>
              {filtered && <Button onClick={() => setFilters(() => noFilters)}>{t('clear_filters')}</Button>}
              <ProjectSection
                title={t('sections.drafts')}
                emptyText={t('sections.drafts_empty')}
                factLabels={factLabels}
                views={sections.drafts.map(viewOf)}
              />
              <ProjectSection
                title={t('sections.submitted')}
                emptyText={t('sections.submitted_empty')}
                factLabels={factLabels}
                views={sections.submitted.map(viewOf)}
              />
            </>
          )}
        </>
      )}
    </Page>
  );
}
