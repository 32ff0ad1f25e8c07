import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { generatePath, useParams } from 'react-router';
import { paths } from '../../../../app/paths';
import type { LocalRow } from '../../../../db/database';
import { clientProgress } from '../../../../domain/projects/progress';
import { LoadingScreen } from '../../../../ui/loading-screen';
import { Page } from '../../../../ui/page';
import { RouterLink } from '../../../../ui/router-link';
import { useProjectDetailWork } from '../../hooks/use-project-detail-work';
import { useProjectDraft } from '../../hooks/use-project-draft';
import { ProjectMissing } from '../project-draft-screen';
import { ProjectDetail } from './project-detail';
import { SendNote } from './send-note';

/**
 * `/projects/detail/{projectId}`: the client follows a submitted project, read-only, from the local
 * store only (it works offline). A project outside the user's scope is never pulled, so it reads as
 * missing; a draft not yet submitted (or withdrawn here) is edited in the draft flow.
 */
export function ProjectDetailScreen() {
  const { projectId } = useParams();
  const draft = useProjectDraft(projectId);
  const work = useProjectDetailWork(projectId);
  if (draft.loading || work.loading) return <LoadingScreen />;
  if (!draft.data) return <ProjectMissing />;
  const progress = clientProgress(draft.data.project, work.data.interventions, [
    ...work.data.cards,
    ...draft.data.lines,
  ]);
  // No progress yet: the client is still drafting it (a submitted draft is followed here).
  if (progress.current === null) return <StillDraft project={draft.data.project} />;
  return <ProjectDetail draft={draft.data} work={work.data} progress={progress} />;
}

function StillDraft({ project }: { project: LocalRow<'projects'> }) {
  const { t } = useTranslation('projectDetail');
  return (
    <Page title={project.name}>
      <SendNote projectId={project.id} />
      <MessageBar intent="info">
        <MessageBarBody>
          <MessageBarTitle>{t('draft.title')}</MessageBarTitle>
          {t('draft.text')}
        </MessageBarBody>
      </MessageBar>
      <RouterLink to={generatePath(paths.projectDraft, { projectId: project.id })}>
        {t('draft.link')}
      </RouterLink>
    </Page>
  );
}
