import { startTransition, useEffect, useState } from 'react';

/** Lines drawn with the page's first answer: a phone screen's worth and more. */
const FIRST_LINES = 12;

/**
 * How many of the page's `total` lines to draw now. A purchase order of hundreds of lines drawn in
 * one go held the page (and the download's progress) for a second or more on a phone; drawn in
 * steps, the first lines can be worked on at once, and each step (a transition, its own task)
 * yields to taps, the sync worker's and the service worker's messages. Each step doubles what is
 * drawn, so the last line is there within a handful of steps, on a busy phone too (fixed steps of
 * 24 left 300 lines half drawn seconds after the download).
 */
export function useDrawnLines(total: number): number {
  const [drawn, setDrawn] = useState(FIRST_LINES);
  useEffect(() => {
    if (drawn >= total) return;
    const handle = setTimeout(() => startTransition(() => setDrawn(drawn * 2)));
    return () => clearTimeout(handle);
  }, [drawn, total]);
  return Math.min(drawn, total);
}
