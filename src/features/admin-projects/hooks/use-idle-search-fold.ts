import { useEffect } from 'react';
import { foldSearchTexts, type IndexedProject } from '../lib/admin-list-filters';

/** A slice of idle time where requestIdleCallback is missing (Safari): short enough not to delay a key. */
const FALLBACK_SLICE_MS = 8;

/**
 * Folds the list's search texts in the page's idle time once it is drawn, a slice at a time, so
 * the first keystroke only compares strings instead of folding every project's text.
 */
export function useIdleSearchFold(indexed: readonly IndexedProject[]): void {
  useEffect(() => {
    let next = 0;
    let cancel = () => {};
    const schedule = () => {
      if (typeof requestIdleCallback === 'function') {
        const handle = requestIdleCallback((deadline) => step(() => deadline.timeRemaining() > 1));
        cancel = () => cancelIdleCallback(handle);
      } else {
        const handle = setTimeout(() => {
          const end = performance.now() + FALLBACK_SLICE_MS;
          step(() => performance.now() < end);
        }, 50);
        cancel = () => clearTimeout(handle);
      }
    };
    const step = (hasTime: () => boolean) => {
      next = foldSearchTexts(indexed, next, hasTime);
      if (next < indexed.length) schedule();
    };
    schedule();
    return () => cancel();
  }, [indexed]);
}
