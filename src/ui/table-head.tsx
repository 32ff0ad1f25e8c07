import { TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';

/** A table's header: one header cell per column name, in order. */
export function TableHead({ columns }: { columns: readonly string[] }) {
  return (
    <TableHeader>
      <TableRow>
        {columns.map((column) => (
          <TableHeaderCell key={column}>{column}</TableHeaderCell>
        ))}
      </TableRow>
    </TableHeader>
  );
}
