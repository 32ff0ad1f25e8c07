import { startTransition, useEffect, useState } from 'react';

/** Lines drawn with the page's first answer: a phone screen's worth and more. */
const FIRST_LINES = 12;
/** Lines added per step after that, each step its own task. */
const LINES_PER_STEP = 24;

/**
 * How many of the page's `total` lines to draw now. A purchase order of hundreds of lines drawn in
 * one go held the page (and the download's progress) for a second or more on a phone; drawn a few
 * at a time, the first lines can be worked on at once, and each step yields to taps, the sync
 * worker's and the service worker's messages in between.
 */
export function useDrawnLines(total: number): number {
  const [drawn, setDrawn] = useState(FIRST_LINES);
  useEffect(() => {
    if (drawn >= total) return;
    const handle = setTimeout(() => startTransition(() => setDrawn(drawn + LINES_PER_STEP)));
    return () => clearTimeout(handle);
  }, [drawn, total]);
  return Math.min(drawn, total);
}
