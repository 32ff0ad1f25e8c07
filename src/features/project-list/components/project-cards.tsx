import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { RouterLink } from '../../../ui/router-link';
import { Card, CardList, Facts } from '../../../ui/stacked-cards';
import type { ProjectListProps } from '../hooks/use-row-views';
import { StatusBadge } from './status-badge';

const useStyles = makeStyles({
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  total: { fontWeight: tokens.fontWeightSemibold },
});

/** Phones: one stacked card per project, every fact labelled, nothing wider than the screen. */
export function ProjectCards({ label, factLabels, views }: ProjectListProps) {
  const styles = useStyles();
  return (
    <CardList label={label}>
      {views.map((view) => (
        <Card
          key={view.id}
          headClassName={styles.head}
          head={
            <>
              <RouterLink to={view.href}>{view.name}</RouterLink>
              <StatusBadge status={view.status} />
            </>
          }
        >
          <Facts facts={factLabels.map((term, index) => ({ term, detail: view.facts[index] }))} />
          <Text className={styles.total}>{view.total}</Text>
          {view.rentalTotal !== null && <Text size={200}>{view.rentalTotal}</Text>}
        </Card>
      ))}
    </CardList>
  );
}
