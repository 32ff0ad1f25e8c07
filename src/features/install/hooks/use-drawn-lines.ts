import { startTransition, useEffect, useState, type RefCallback } from 'react';

/** Lines drawn with the page's first answer: a phone screen's worth and more. */
const FIRST_LINES = 12;
/** How far below the screen the end of the drawn lines counts as near: one more screen. */
const NEAR_MARGIN = '0px 0px 100% 0px';

export interface DrawnLines {
  /** How many of the page's lines to draw now. */
  drawn: number;
  /** For an empty element after the last line drawn: more are drawn when it nears the screen. */
  endRef: RefCallback<HTMLElement>;
}

/**
 * How many of the page's `total` lines to draw. A purchase order of hundreds of lines drawn in one
 * go held the page for a second or more on a phone; drawn in steps, the first lines can be worked
 * on at once, and each step (a transition, its own task) yields to taps and to the workers'
 * messages. Each step doubles what is drawn, so the last line is there within a handful of steps.
 *
 * While `hold` (the first download under way), the steps wait until the installer scrolls near the
 * last line drawn: on a phone's two cores, drawing lines nobody has reached took the CPU the
 * download needed (300 lines: ready for offline about 0.9 s later, measured with the bench).
 */
export function useDrawnLines(total: number, hold: boolean): DrawnLines {
  const [drawn, setDrawn] = useState(FIRST_LINES);
  const [end, setEnd] = useState<HTMLElement | null>(null);
  // The step at which the end was seen near the screen: one step per sighting, not one per render.
  const [nearAt, setNearAt] = useState<number | null>(null);

  useEffect(() => {
    if (end === null || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNearAt(drawn);
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(end);
    return () => observer.disconnect();
  }, [end, drawn]);

  useEffect(() => {
    if (drawn >= total || (hold && nearAt !== drawn)) return;
    const handle = setTimeout(() => startTransition(() => setDrawn(drawn * 2)));
    return () => clearTimeout(handle);
  }, [drawn, total, hold, nearAt]);

  return { drawn: Math.min(drawn, total), endRef: setEnd };
}
