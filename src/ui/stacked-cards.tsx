import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Fragment, type ReactNode } from 'react';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    // A long name or note wraps instead of widening the page.
    overflowWrap: 'anywhere',
  },
  facts: {
    margin: 0,
    display: 'grid',
    gridTemplateColumns: 'minmax(0, auto) minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalS,
    rowGap: tokens.spacingVerticalXXS,
  },
  term: { color: tokens.colorNeutralForeground3 },
  detail: { margin: 0 },
});

/** A phone's form of a table: a labelled list of cards, one per row, nothing wider than the screen. */
export function CardList({ label, children }: { label: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <ul className={styles.list} aria-label={label}>
      {children}
    </ul>
  );
}

/** One row as a card: its head (what names the row), then what the caller puts under it. */
export function Card({
  head,
  headClassName,
  children,
}: {
  head: ReactNode;
  headClassName?: string;
  children: ReactNode;
}) {
  const styles = useStyles();
  return (
    <li className={styles.card}>
      <div className={headClassName}>{head}</div>
      {children}
    </li>
  );
}

export interface Fact {
  term: string;
  detail: ReactNode;
}

/** A row's values, each under its column's name; an empty value ('' or null) is left out. */
export function Facts({ facts, className }: { facts: readonly Fact[]; className?: string }) {
  const styles = useStyles();
  return (
    <dl className={mergeClasses(styles.facts, className)}>
      {facts.map(({ term, detail }) =>
        detail === '' || detail === null || detail === undefined ? null : (
          <Fragment key={term}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.detail}>{detail}</dd>
          </Fragment>
        ),
      )}
    </dl>
  );
}
