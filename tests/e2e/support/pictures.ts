import { expect, type Locator } from '@playwright/test';

/** Waits until the image has loaded and has a size: a picture the browser drew, not a broken one. */
export async function expectPictureDrawn(picture: Locator): Promise<void> {
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
}

/** The demo catalogue's pictures are SVG drawings kept in the row itself (server/seed/images.ts). */
export const demoPicture = /^data:image\/svg\+xml,/;
