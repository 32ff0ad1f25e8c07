import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { generatePath } from 'react-router';
import { paths } from '../../../app/paths';
import type { LocalRow } from '../../../db/database';
import { FormSection, Wide } from '../../../ui/form-section';
import { RouterLink } from '../../../ui/router-link';

const useStyles = makeStyles({
  children: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
});

/** The modules attached under a module, each a link to its own page. */
export function ChildModules({ modules }: { modules: readonly LocalRow<'furnitureModules'>[] }) {
  const { t } = useTranslation('catalogue');
  const styles = useStyles();
  return (
    <FormSection title={t('module.children_title')}>
      <Wide>
        {modules.length === 0 ? (
          t('module.no_children')
        ) : (
          <ul className={styles.children} aria-label={t('module.children_title')}>
            {modules.map((module) => (
              <li key={module.id}>
                <RouterLink to={generatePath(paths.adminFurnitureModule, { furnitureModuleId: module.id })}>
                  {module.name}
                </RouterLink>
              </li>
            ))}
          </ul>
        )}
      </Wide>
    </FormSection>
  );
}
