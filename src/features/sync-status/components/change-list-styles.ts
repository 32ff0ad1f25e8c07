import { makeStyles, tokens } from '@fluentui/react-components';

/** The refused changes and the replaced values share one look: items apart, each with its Dismiss. */
export const useChangeListStyles = makeStyles({
  /** With the plain list's own (see usePlainListStyles). */
  list: { gap: tokens.spacingVerticalM },
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    paddingBottom: tokens.spacingVerticalM,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  dismiss: { alignSelf: 'flex-start' },
});
