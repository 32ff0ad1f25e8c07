import { makeStyles, tokens } from '@fluentui/react-components';

/** The header's height: it sticks at the top, and the side navigation sticks right below it. */
export const headerHeight = '56px';

export const useFrameStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    minHeight: '100vh',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  headerPlaceholder: { minHeight: headerHeight },
  body: { display: 'flex', flexGrow: 1, minHeight: 0 },
  main: {
    flexGrow: 1,
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalXL,
    '@media (max-width: 767px)': { padding: tokens.spacingHorizontalM },
    // Focus lands here from the skip link only to start reading: main is no control to outline.
    ':focus': { outline: 'none' },
  },
});
