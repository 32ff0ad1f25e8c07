import { makeStyles, mergeClasses, Title2, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    width: '100%',
    maxWidth: '960px',
    marginInline: 'auto',
    boxSizing: 'border-box',
  },
  narrow: { maxWidth: '480px' },
});

/** A screen's content column with its title as the page's one h1. */
export function Page({
  title,
  narrow = false,
  className,
  children,
}: {
  title: string;
  narrow?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const styles = useStyles();
  return (
    <section
      className={mergeClasses(styles.root, narrow && styles.narrow, className)}
      aria-labelledby="page-title"
    >
      <Title2 as="h1" id="page-title">
        {title}
      </Title2>
      {children}
    </section>
  );
}
