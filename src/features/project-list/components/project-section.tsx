import { makeStyles, Subtitle1, Text, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { useMediaQuery } from '../../../ui/use-media-query';
import type { RowView } from '../hooks/use-row-views';
import { ProjectCards } from './project-cards';
import { ProjectTable } from './project-table';

/** Nine columns need the room of a desktop beside the navigation; below it, cards read better. */
const tableQuery = '(min-width: 1100px)';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  // Past the breakpoint a long name or price may still not fit: the table scrolls, not the page.
  scroller: { overflowX: 'auto' },
});

/** One titled part of the list (drafts, or submitted projects): a table when wide, cards on a phone. */
export function ProjectSection({
  title,
  emptyText,
  factLabels,
  views,
}: {
  title: string;
  emptyText: string;
  factLabels: readonly string[];
  views: readonly RowView[];
}) {
  const styles = useStyles();
  const headingId = useId();
  const wide = useMediaQuery(tableQuery);
  const List = wide ? ProjectTable : ProjectCards;
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <Subtitle1 as="h2" id={headingId}>
        {title}
      </Subtitle1>
      {views.length === 0 ? (
        <Text>{emptyText}</Text>
      ) : (
        <div className={styles.scroller}>
          <List label={title} factLabels={factLabels} views={views} />
        </div>
      )}
    </section>
  );
}
