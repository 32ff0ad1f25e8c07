import { makeStyles, tokens } from '@fluentui/react-components';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/** Rows drawn beyond each edge of the viewport, so a fast scroll shows no blank band. */
const OVERSCAN = 8;
/** Until the viewport is measured: enough rows to fill a phone screen. */
const INITIAL_VIEWPORT_PX = 800;

const useStyles = makeStyles({
  viewport: {
    height: '70vh',
    minHeight: '16rem',
    overflowY: 'auto',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    contain: 'strict',
  },
  list: { position: 'relative', margin: 0, padding: 0 },
  row: {
    position: 'absolute',
    left: 0,
    right: 0,
    boxSizing: 'border-box',
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
});

/**
 * A windowed list with rows of one fixed height: only the rows in view (and a few around) are in
 * the DOM, so 50,000 items scroll like 50. Screen readers still learn the size and each position.
 */
export function VirtualList<T>({
  items,
  rowHeight,
  label,
  itemKey,
  renderRow,
}: {
  items: readonly T[];
  /** Pixels: the position of every row is computed from it, so rows must not grow. */
  rowHeight: number;
  label: string;
  itemKey: (item: T) => string;
  renderRow: (item: T) => ReactNode;
}) {
  const styles = useStyles();
  const viewportRef = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewportHeight, setViewportHeight] = useState(INITIAL_VIEWPORT_PX);

  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const observer = new ResizeObserver(() => setViewportHeight(viewport.clientHeight));
    observer.observe(viewport);
    return () => observer.disconnect();
  }, []);

  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - OVERSCAN);
  const last = Math.min(items.length, Math.ceil((scrollTop + viewportHeight) / rowHeight) + OVERSCAN);
  const shown = items.slice(first, last);

  return (
    <div
      ref={viewportRef}
      className={styles.viewport}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
    >
      <div
        role="list"
        aria-label={label}
        className={styles.list}
        style={{ height: items.length * rowHeight }}
      >
        {shown.map((item, offset) => (
          <div
            key={itemKey(item)}
            role="listitem"
            aria-setsize={items.length}
            aria-posinset={first + offset + 1}
            className={styles.row}
            style={{ top: (first + offset) * rowHeight, height: rowHeight }}
          >
            {renderRow(item)}
          </div>
        ))}
      </div>
    </div>
  );
}
