import { Badge, makeStyles, Text, tokens } from '@fluentui/react-components';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath } from 'react-router';
import { paths } from '../../../app/paths';
import type { LocalRow } from '../../../db/database';
import { projectStatusKeys } from '../../../i18n/project-labels';
import { RouterLink } from '../../../ui/router-link';
import { clientStatusKeys } from '../lib/labels';

/** Every row is this tall: the virtual list places rows by it. */
export const ADMIN_PROJECT_ROW_PX = 76;

const useStyles = makeStyles({
  row: {
    height: '100%',
    boxSizing: 'border-box',
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    alignContent: 'center',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXXS,
    paddingInline: tokens.spacingHorizontalM,
  },
  line: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  badges: { display: 'flex', gap: tokens.spacingHorizontalXS, justifyContent: 'end' },
});

/**
 * One project of the office's list: its name (the editor's link), operation number, client, place
 * (flagged when outside the area served).
 * Memoised: a keystroke redraws only the rows that come into view, not those already shown.
 */
export const AdminProjectRow = memo(function AdminProjectRow({
  project,
  clientName,
  creatorName,
  outsideArea,
}: {
  project: LocalRow<'projects'>;
  clientName: string;
  creatorName: string;
  /** The delivery address lies outside the area the business serves. */
  outsideArea: boolean;
}) {
  const { t } = useTranslation(['adminProjects', 'common']);
  const styles = useStyles();
  const place = [project.address.zipCode, project.address.city].filter(Boolean).join(' ');
  return (
    <div className={styles.row}>
      <Text weight="semibold" className={styles.line}>
        <RouterLink to={generatePath(paths.adminProject, { projectId: project.id })}>
          {project.name}
        </RouterLink>
      </Text>
      <div className={styles.badges}>
        {outsideArea && (
          <Badge appearance="tint" color="warning">
            {t('list.outside_area')}
          </Badge>
        )}
        <Badge appearance="tint">{t(projectStatusKeys[project.status])}</Badge>
      </div>
      <Text size={200} className={styles.line}>
        {[project.operationNumber, clientName, place, creatorName].filter(Boolean).join(' · ')}
      </Text>
      <Text size={200} className={styles.line}>
        {t(clientStatusKeys[project.clientStatus])}
      </Text>
    </div>
  );
});
