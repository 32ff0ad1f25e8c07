import type { ReactNode } from 'react';
import { useFieldStyles } from './field-styles';

/** One titled group of the office's project form, laid out in columns that fold on a phone. */
export function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  const styles = useFieldStyles();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}
