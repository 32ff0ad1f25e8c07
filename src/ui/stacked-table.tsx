import {
  makeStyles,
  TableBody,
  TableCell,
  TableRow,
  tokens,
  type TableProps,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { ContentTable } from './content-table';
import { Card, CardList, Facts } from './stacked-cards';
import { TableHead } from './table-head';
import { useMediaQuery, wideScreenQuery } from './use-media-query';

const useStyles = makeStyles({
  head: { fontWeight: tokens.fontWeightSemibold },
});

export interface StackedRow {
  key: string;
  /** One cell per column, in order; on a phone an empty cell ('' or null) is left out. */
  cells: ReactNode[];
}

/**
 * A table on wide screens; on a phone one card per row, its first cell as the card's head and every
 * other cell under its column's name, so nothing is wider than the screen.
 */
export function StackedTable({
  label,
  columns,
  rows,
  size,
}: {
  label: string;
  columns: readonly string[];
  rows: readonly StackedRow[];
  size?: TableProps['size'];
}) {
  const styles = useStyles();
  const wide = useMediaQuery(wideScreenQuery);
  if (wide)
    return (
      <ContentTable aria-label={label} size={size}>
        <TableHead columns={columns} />
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              {row.cells.map((cell, index) => (
                <TableCell key={columns[index]}>{cell}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </ContentTable>
    );
  return (
    <CardList label={label}>
      {rows.map((row) => {
        const [head, ...rest] = row.cells;
        return (
          <Card key={row.key} head={head} headClassName={styles.head}>
            <Facts facts={rest.map((detail, index) => ({ term: columns[index + 1] ?? '', detail }))} />
          </Card>
        );
      })}
    </CardList>
  );
}
