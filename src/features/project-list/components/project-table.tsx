import { makeStyles, TableBody, TableCell, TableRow, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { ContentTable } from '../../../ui/content-table';
import { RouterLink } from '../../../ui/router-link';
import { TableHead } from '../../../ui/table-head';
import type { ProjectListProps } from '../hooks/use-row-views';
import { StatusBadge } from './status-badge';

const useStyles = makeStyles({
  // The name leads and keeps one line: a long one is cut with an ellipsis, whole on hover.
  name: { minWidth: '14rem', maxWidth: '24rem' },
  nameText: {
    display: 'block',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  total: { fontWeight: tokens.fontWeightSemibold, whiteSpace: 'nowrap' },
  rentalTotal: { display: 'block', color: tokens.colorNeutralForeground3 },
});

/** Wide screens: one row per project, its name linking to it. */
export function ProjectTable({ label, factLabels, views }: ProjectListProps) {
  const { t } = useTranslation('projectList');
  const styles = useStyles();
  return (
    <ContentTable aria-label={label}>
      <TableHead columns={[t('columns.name'), t('columns.status'), ...factLabels, t('columns.total')]} />
      <TableBody>
        {views.map((view) => (
          <TableRow key={view.id}>
            <TableCell className={styles.name}>
              <RouterLink to={view.href}>
                <span className={styles.nameText} title={view.name}>
                  {view.name}
                </span>
              </RouterLink>
            </TableCell>
            <TableCell>
              <StatusBadge status={view.status} />
            </TableCell>
            {view.facts.map((fact, index) => (
              <TableCell key={factLabels[index]}>{fact}</TableCell>
            ))}
            <TableCell>
              <Text className={styles.total}>{view.total}</Text>
              {view.rentalTotal !== null && (
                <Text size={200} className={styles.rentalTotal}>
                  {view.rentalTotal}
                </Text>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ContentTable>
  );
}
