import type { TDocumentDefinitions } from 'pdfmake/interfaces';

/** French numbers group digits and set "%" and "€" apart with a narrow no-break space (U+202F). */
const narrowSpace = /\u202f/g;

/**
 * The definition with every narrow no-break space as a no-break space: Roboto has no glyph for the
 * narrow one, which would print as a box in "1 110,60 €" and "20 %". What a function (the footer)
 * returns is made printable too.
 */
function printable<T>(value: T): T {
  if (typeof value === 'string') return value.replace(narrowSpace, '\u00a0') as T;
  if (typeof value === 'function')
    return ((...args: unknown[]) => printable((value as (...inner: unknown[]) => unknown)(...args))) as T;
  if (Array.isArray(value)) return value.map(printable) as T;
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, printable(inner)])) as T;
  return value;
}

/**
 * A document's bytes, laid out by pdfmake with its embedded Roboto (full Unicode: é, œ, €, « »).
 * pdfmake and its fonts (about 2 MB) load here, on the first document made, never with a page;
 * the service worker precaches their chunks, so this works offline.
 */
export async function renderPdf(definition: TDocumentDefinitions): Promise<Uint8Array> {
  const [{ default: pdfMake }, { default: vfs }] = await Promise.all([
    import('pdfmake/build/pdfmake'),
    import('pdfmake/build/vfs_fonts'),
  ]);
  pdfMake.addVirtualFileSystem(vfs);
  // Security: documents embed their pictures as data URLs; nothing in one may make it fetch.
  pdfMake.setUrlAccessPolicy(() => false);
  return new Uint8Array(await pdfMake.createPdf(printable(definition)).getBuffer());
}
