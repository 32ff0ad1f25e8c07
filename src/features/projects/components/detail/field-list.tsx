import { makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: { margin: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  // Label and value side by side on a wide screen, the value under its label on a phone.
  row: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalL },
  label: { flexBasis: '14rem', flexShrink: 0, color: tokens.colorNeutralForeground3 },
  value: { margin: 0, flexGrow: 1, flexBasis: '12rem', overflowWrap: 'anywhere' },
});

export interface FieldEntry {
  /** Unique within the list: the label, which is also what a reader sees. */
  label: string;
  value: ReactNode;
}

/** A titled section of label/value pairs, as a description list. */
export function FieldList({ title, fields }: { title: string; fields: readonly FieldEntry[] }) {
  const styles = useStyles();
  return (
    <section className={styles.section} aria-label={title}>
      <Subtitle2 as="h3">{title}</Subtitle2>
      <dl className={styles.list}>
        {fields.map((field) => (
          <div key={field.label} className={styles.row}>
            <dt className={styles.label}>{field.label}</dt>
            <dd className={styles.value}>{field.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
