import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe-core on what the page shows now and fails on any serious or critical violation, naming
 * each rule and the elements it found, so a failure says what to fix.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // A control that changes state while axe reads the page (a button enabled once its list loads)
  // fades its colours for 100 ms, and axe reports the halfway colour. Fluent shortens every
  // transition for users who ask for reduced motion, so the page is read as such a user sees it.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await animationsSettled(page);
  // Fluent's focus manager (Tabster) keeps hidden `<i data-tabster-dummy>` guards that are
  // aria-hidden yet focusable by design: they only hand focus on. axe reads them as
  // aria-hidden-focus (microsoft/tabster#288, microsoft/fluentui#27517 "By Design").
  const results = await new AxeBuilder({ page }).exclude('[data-tabster-dummy]').analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious, `axe-core on ${page.url()}`).toEqual([]);
}

/**
 * Waits until no transition has run for a short while (a dialog fading in): mid-fade, text is paler
 * than the user ever reads it and axe reports a contrast the screen does not have. A quiet spell,
 * not one look, since a late render can start a fade just after a first look finds none. Endless
 * animations (spinners) are left out, since they never end.
 */
async function animationsSettled(page: Page): Promise<void> {
  const quietMs = 250;
  await page.waitForFunction(
    (quiet) => {
      const state = window as unknown as { __fitoutQuietSince?: number };
      const fading = document
        .getAnimations()
        .some(
          (animation) =>
            animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
        );
      if (fading) {
        state.__fitoutQuietSince = undefined;
        return false;
      }
      state.__fitoutQuietSince ??= performance.now();
      return performance.now() - state.__fitoutQuietSince >= quiet;
    },
    quietMs,
    { polling: 50 },
  );
}
