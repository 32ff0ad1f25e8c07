import { readAuthorization } from '../session-storage';

/** The longest side of a thumbnail, in pixels: about twice its printed size, sharp on paper. */
const thumbnailSide = 64;

/**
 * One picture as a small JPEG data URL a PDF can embed, drawn from what the browser has (its cache,
 * the service worker's copies, a data URI); null when it cannot be had (offline and never stored,
 * another origin that does not allow reading it), so the document prints a placeholder instead.
 */
async function thumbnailOf(url: string): Promise<string | null> {
  try {
    const image = new Image();
    image.crossOrigin = 'anonymous';
    image.src = url;
    await image.decode();
    const scale = Math.min(1, thumbnailSide / Math.max(image.naturalWidth, image.naturalHeight, 1));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(image.naturalWidth * scale));
    canvas.height = Math.max(1, Math.round(image.naturalHeight * scale));
    const context = canvas.getContext('2d');
    if (context === null) return null;
    // JPEG has no transparency: a white ground, as on paper.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL('image/jpeg', 0.85);
  } catch {
    return null;
  }
}

/** Each distinct picture once, all at the same time: a 1,000-line quote names a few hundred. */
export async function pictureDataUrls(urls: Iterable<string>): Promise<ReadonlyMap<string, string>> {
  const distinct = [...new Set(urls)];
  const drawn = await Promise.all(distinct.map(async (url) => [url, await thumbnailOf(url)] as const));
  return new Map(drawn.filter((entry): entry is readonly [string, string] => entry[1] !== null));
}

/**
 * A picture the API serves behind the session (a client's logo) as a data URL, or null offline or
 * when there is none: a document prints without it rather than fail.
 */
export async function sessionPictureDataUrl(path: string | null | undefined): Promise<string | null> {
  if (!path) return null;
  const authorization = readAuthorization();
  try {
    const response = await fetch(path, { headers: authorization ? { authorization } : {} });
    if (!response.ok) return null;
    const url = URL.createObjectURL(await response.blob());
    try {
      return (await pictureDataUrls([url])).get(url) ?? null;
    } finally {
      URL.revokeObjectURL(url);
    }
  } catch {
    return null;
  }
}
