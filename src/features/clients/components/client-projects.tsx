import { Caption1, makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { generatePath } from 'react-router';
import { paths } from '../../../app/paths';
import { useEntitiesBy } from '../../../db/hooks/use-entities';
import { RouterLink } from '../../../ui/router-link';
import { projectStatusKeys } from '../../../i18n/project-labels';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0 },
  row: { display: 'flex', flexDirection: 'column', paddingBlock: tokens.spacingVerticalXS },
});

/** The client's projects, from the local store, each opening the office's project page. */
export function ClientProjects({ clientId }: { clientId: string }) {
  const { t } = useTranslation('clients');
  const styles = useStyles();
  const projects = useEntitiesBy('projects', 'clientId', clientId);
  return (
    <section aria-labelledby="client-projects">
      <Subtitle2 as="h2" id="client-projects">
        {t('projects.title')}
      </Subtitle2>
      {projects.data?.length === 0 ? (
        <Text as="p">{t('projects.empty')}</Text>
      ) : (
        <ul className={styles.list} aria-labelledby="client-projects">
          {projects.data?.map((project) => (
            <li key={project.id} className={styles.row}>
              <RouterLink to={generatePath(paths.adminProject, { projectId: project.id })}>
                {project.name}
              </RouterLink>
              <Caption1>{t(projectStatusKeys[project.status])}</Caption1>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
