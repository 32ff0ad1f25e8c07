import type * as PdfMakeApi from 'pdfmake/build/pdfmake';
import type { TDocumentDefinitions, TVirtualFileSystem } from 'pdfmake/interfaces';
import robotoMediumUrl from 'pdfmake/build/fonts/Roboto/Roboto-Medium.ttf?url';
import robotoRegularUrl from 'pdfmake/build/fonts/Roboto/Roboto-Regular.ttf?url';

/** French numbers group digits and set "%" and "€" apart with a narrow no-break space (U+202F). */
const narrowSpace = /\u202f/g;

/**
 * The faces the documents print, by their name in pdfmake's file system: Roboto (full Unicode: é,
 * œ, €, « ») and its medium for bold. No document sets italics; one that did would fail to render
 * rather than print upright.
 */
const faces = { 'Roboto-Regular.ttf': robotoRegularUrl, 'Roboto-Medium.ttf': robotoMediumUrl } as const;

type PdfMake = typeof PdfMakeApi;

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

async function fontFile(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`font ${url} answered ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/**
 * pdfmake with its fonts, loaded on the first document made and kept: the fonts are plain files
 * the service worker precaches (not base64 inside a script, which the page would compile and
 * decode), fetched once however many documents follow.
 */
async function loadWriter(): Promise<PdfMake> {
  const names = Object.keys(faces) as Array<keyof typeof faces>;
  const [{ default: pdfMake }, ...files] = await Promise.all([
    import('pdfmake/build/pdfmake'),
    ...names.map((name) => fontFile(faces[name])),
  ]);
  // pdfmake's file system keeps bytes as given; its types only know base64 text.
  const vfs = Object.fromEntries(names.map((name, index) => [name, { data: files[index] }]));
  pdfMake.addVirtualFileSystem(vfs as unknown as TVirtualFileSystem);
  pdfMake.setFonts({ Roboto: { normal: 'Roboto-Regular.ttf', bold: 'Roboto-Medium.ttf' } });
  // Security: documents embed their pictures as data URLs; nothing in one may make it fetch.
  pdfMake.setUrlAccessPolicy(() => false);
  return pdfMake;
}

let writer: Promise<PdfMake> | null = null;

function theWriter(): Promise<PdfMake> {
  // A failed load (offline before this version was cached) is tried again on the next document.
  writer ??= loadWriter().catch((error: unknown) => {
    writer = null;
    throw error;
  });
  return writer;
}

/**
 * Loads pdfmake and its fonts ahead of a document, where a screen that prints expects one: the
 * first document then finds them ready. A failed load is left to that document to report.
 */
export function prepareWriter(): void {
  theWriter().catch(() => {});
}

/**
 * A document's bytes, laid out by pdfmake. pdfmake and its fonts (about 2 MB) load when a screen
 * that prints prepares them or on the first document made, never with a page's first load; the
 * service worker precaches them, so this works offline. Not prepared, they load while the
 * definition is still being made (its pictures drawn), not after.
 */
export async function renderPdf(
  definition: TDocumentDefinitions | Promise<TDocumentDefinitions>,
): Promise<Uint8Array> {
  const [pdfMake, ready] = await Promise.all([theWriter(), definition]);
  return new Uint8Array(await pdfMake.createPdf(printable(ready)).getBuffer());
}
