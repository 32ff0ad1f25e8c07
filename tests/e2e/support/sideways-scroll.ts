import { expect, type Page } from '@playwright/test';

/** The elements sticking out of the screen (the first five), for a failure's message. */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const limit = document.documentElement.clientWidth;
    const found: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      if (element.getBoundingClientRect().right <= limit + 0.5) continue;
      // Inside a box that scrolls on its own, sticking out of that box is its business.
      let parent = element.parentElement;
      let clipped = false;
      while (parent && parent !== document.body && !clipped) {
        const { overflowX } = getComputedStyle(parent);
        clipped = overflowX === 'auto' || overflowX === 'scroll' || overflowX === 'hidden';
        parent = parent.parentElement;
      }
      if (clipped) continue;
      const label = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
      found.push(`${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${label}"`);
      if (found.length >= 5) break;
    }
    return found;
  });
}

function pageWidths(page: Page): Promise<{ scrollWidth: number; clientWidth: number }> {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
}

/**
 * The screen shown now does not scroll sideways at the viewport's width, once its layout has
 * followed the new width (the navigation moves between drawer and column as the width changes).
 */
export async function expectNoSidewaysScroll(page: Page, path: string): Promise<void> {
  await expect
    .poll(async () => {
      const { scrollWidth, clientWidth } = await pageWidths(page);
      return scrollWidth - clientWidth;
    })
    .toBeLessThanOrEqual(0)
    .catch(() => undefined);
  const { scrollWidth, clientWidth } = await pageWidths(page);
  expect(
    scrollWidth,
    `${path} is ${scrollWidth} px wide on a ${clientWidth} px screen: ${(await overflowing(page)).join(', ')}`,
  ).toBeLessThanOrEqual(clientWidth);
}
