import { makeStyles } from '@fluentui/react-components';

/** A list drawn as a column of its items, without bullets or the browser's indent. */
export const usePlainListStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
});
