import { makeStyles, tokens } from '@fluentui/react-components';

/** What the home page's sections share: their column, their headings, their drawings. */
export const useHomeStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  // A heading's spacing is the section's gap, not the browser's margins around h1–h3.
  heading: { margin: 0 },
  picture: {
    display: 'block',
    width: '100%',
    height: 'auto',
    borderRadius: tokens.borderRadiusXLarge,
  },
});
