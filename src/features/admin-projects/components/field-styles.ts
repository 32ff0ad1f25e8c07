import { makeStyles, tokens } from '@fluentui/react-components';

/** The office's project form: its groups of fields and their selects. */
export const useFieldStyles = makeStyles({
  group: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
    gap: tokens.spacingHorizontalM,
    border: 'none',
    // A fieldset is as wide as its widest content by default: on a phone, the screen's width instead.
    minWidth: 0,
    '& > *': { minWidth: 0 },
    margin: 0,
    padding: 0,
  },
  // A select is as wide as its longest option (a long project name) unless held to its column.
  select: { minWidth: 0, maxWidth: '100%' },
  legend: { fontWeight: tokens.fontWeightSemibold, paddingBottom: tokens.spacingVerticalS },
});
