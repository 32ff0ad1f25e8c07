import { ProgressBar, Text } from '@fluentui/react-components';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { useFirstSyncPending, useSyncStatus } from '../../../sync/sync-context';
import { LoadingScreen } from '../../../ui/loading-screen';
import { Page } from '../../../ui/page';
import { useProjectDraft } from '../hooks/use-project-draft';
import { ProjectEditor } from './project-editor';

/** `/projects/{projectId}`: a client's draft, read from the local store only (it works offline). */
export function ProjectDraftScreen() {
  const { projectId } = useParams();
  const draft = useProjectDraft(projectId);
  // A changed line shows at once in its own row (it reads its line itself); the totals, tabs and
  // panels follow in a render of their own rather than in the one answering the key press.
  const shown = useDeferredValue(draft.data);
  if (draft.loading) return <LoadingScreen />;
  if (!shown) return <ProjectMissing />;
  return (
    <ProjectEditor
      draft={shown}
      detailHref={generatePath(paths.projectDetail, { projectId: shown.project.id })}
    />
  );
}

/** Not in the local store: either not downloaded yet (first sync still running) or not the user's. */
export function ProjectMissing() {
  const { t } = useTranslation('projects');
  const status = useSyncStatus();
  const firstSyncRunning = useFirstSyncPending();
  if (firstSyncRunning) {
    const { progress } = status;
    const total = progress ? progress.received + progress.remaining : 0;
    return (
      <Page title={t('missing.downloading_title')}>
        <Text>{t('missing.downloading_text')}</Text>
        <ProgressBar
          aria-label={t('missing.downloading_title')}
          value={progress && total > 0 ? progress.received / total : undefined}
        />
      </Page>
    );
  }
  return (
    <Page title={t('missing.title')}>
      <Text>{t('missing.text')}</Text>
    </Page>
  );
}
