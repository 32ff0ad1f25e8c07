import { Card, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  root: {
    width: '100%',
    maxWidth: '440px',
    marginInline: 'auto',
    marginTop: tokens.spacingVerticalXXL,
    padding: tokens.spacingHorizontalXXL,
    boxSizing: 'border-box',
    gap: tokens.spacingVerticalL,
  },
});

/** The card that holds the sign-in, reset and similar single-purpose forms. */
export function CenteredCard({ children }: { children: ReactNode }) {
  return <Card className={useStyles().root}>{children}</Card>;
}
