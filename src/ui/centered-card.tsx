import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    width: '100%',
    maxWidth: '440px',
    marginInline: 'auto',
    marginTop: tokens.spacingVerticalXXL,
    padding: tokens.spacingHorizontalXXL,
    boxSizing: 'border-box',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    '@media (max-width: 767px)': { marginTop: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
  },
});

/** The panel that holds the sign-in, reset and similar single-purpose forms. */
export function CenteredCard({ children }: { children: ReactNode }) {
  return <div className={useStyles().root}>{children}</div>;
}
