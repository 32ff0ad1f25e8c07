import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { RouterLink } from '../../../ui/router-link';

/**
 * `/admin/projects/{projectId}/client-view`: says whose view this is and leads back to the editor;
 * the client's own screen (composed in by the app) follows, so the office sees exactly it.
 */
export function ClientViewFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('adminProjects');
  const { projectId = '' } = useParams();
  return (
    <>
      <MessageBar intent="info">
        <MessageBarBody>
          {t('client_view.notice')}{' '}
          <RouterLink to={generatePath(paths.adminProject, { projectId })}>
            {t('editor.back_to_editor')}
          </RouterLink>
        </MessageBarBody>
      </MessageBar>
      {children}
    </>
  );
}
