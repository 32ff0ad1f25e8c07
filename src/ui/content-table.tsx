import { makeStyles, mergeClasses, Table, type TableProps } from '@fluentui/react-components';

const useStyles = makeStyles({
  // Fluent's tables share the width equally between columns (fixed layout): names wrapped on three
  // lines beside half-empty status and size columns. Here each column takes what its content needs.
  table: { tableLayout: 'auto' },
});

/** A Fluent table whose columns are sized to their content. */
export function ContentTable({ className, ...props }: TableProps) {
  const styles = useStyles();
  return <Table className={mergeClasses(styles.table, className)} {...props} />;
}
