import { makeStyles, Table, TableBody, TableCell, TableRow, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../ui/router-link';
import { TableHead } from '../../../ui/table-head';
import type { ProjectListProps } from '../hooks/use-row-views';
import { StatusBadge } from './status-badge';

const useStyles = makeStyles({
  total: { fontWeight: tokens.fontWeightSemibold },
  monthly: { display: 'block', color: tokens.colorNeutralForeground3 },
});

/** Wide screens: one row per project, its name linking to it. */
export function ProjectTable({ label, factLabels, views }: ProjectListProps) {
  const { t } = useTranslation('projectList');
  const styles = useStyles();
  return (
    <Table aria-label={label}>
      <TableHead columns={[t('columns.name'), t('columns.status'), ...factLabels, t('columns.total')]} />
      <TableBody>
        {views.map((view) => (
          <TableRow key={view.id}>
            <TableCell>
              <RouterLink to={view.href}>{view.name}</RouterLink>
            </TableCell>
            <TableCell>
              <StatusBadge status={view.status} />
            </TableCell>
            {view.facts.map((fact, index) => (
              <TableCell key={factLabels[index]}>{fact}</TableCell>
            ))}
            <TableCell>
              <Text className={styles.total}>{view.total}</Text>
              {view.monthly !== null && (
                <Text size={200} className={styles.monthly}>
                  {view.monthly}
                </Text>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
