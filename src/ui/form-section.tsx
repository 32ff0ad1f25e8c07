import { makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { useId, type ReactNode } from 'react';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
    gap: tokens.spacingHorizontalM,
    border: 'none',
    margin: 0,
    padding: 0,
  },
  wide: { gridColumn: '1 / -1' },
});

/** A titled group of form fields, in one column on a phone and two or more on wider screens. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles();
  const id = useId();
  return (
    <section className={styles.root} aria-labelledby={id}>
      <Subtitle2 as="h2" id={id} className={styles.wide}>
        {title}
      </Subtitle2>
      {children}
    </section>
  );
}

/** Spans every column of a form section (long texts, lists). */
export function Wide({ children }: { children: ReactNode }) {
  const styles = useStyles();
  return <div className={styles.wide}>{children}</div>;
}
