import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { generatePath } from 'react-router';
import { paths } from '../../../app/paths';
import { RouterLink } from '../../../ui/router-link';
import { useFurnitureProjects } from '../hooks/use-furniture-projects';
import { FormSection, Wide } from '../../../ui/form-section';

const useStyles = makeStyles({
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
});

/** Which projects still to be installed use this item (spec section 8: or that none does). */
export function FurnitureProjects({ furnitureId }: { furnitureId: string }) {
  const { t } = useTranslation('catalogue');
  const styles = useStyles();
  const projects = useFurnitureProjects(furnitureId);
  return (
    <FormSection title={t('furniture.projects_title')}>
      <Wide>
        {projects === undefined ? (
          <Spinner size="tiny" label={t('loading')} />
        ) : projects.length === 0 ? (
          <Text>{t('furniture.no_projects')}</Text>
        ) : (
          <ul className={styles.list} aria-label={t('furniture.projects_title')}>
            {projects.map((project) => (
              <li key={project.id}>
                <RouterLink to={generatePath(paths.adminProject, { projectId: project.id })}>
                  {project.name}
                </RouterLink>
              </li>
            ))}
          </ul>
        )}
      </Wide>
    </FormSection>
  );
}
