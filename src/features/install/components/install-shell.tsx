import { makeStyles, Title2, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    width: '100%',
    maxWidth: '720px',
    marginInline: 'auto',
    boxSizing: 'border-box',
    paddingBottom: tokens.spacingVerticalXXXL,
    // Bad light in a cellar: the strongest text colour on the plainest background.
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
  },
});

/** The installer page's column, sized for a phone held in one hand. */
export function InstallShell({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <section className={styles.root} aria-labelledby="page-title">
      <Title2 as="h1" id="page-title">
        {title}
      </Title2>
      {children}
    </section>
  );
}
