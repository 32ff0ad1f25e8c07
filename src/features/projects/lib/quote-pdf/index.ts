import { writePdf } from './pdf-writer';
import { layoutQuote, type QuoteDocument } from './quote-layout';

export type { QuoteDocument } from './quote-layout';

/** The quote as PDF bytes, made on the device. Imported lazily: only a download needs it. */
export function quotePdf(doc: QuoteDocument): Uint8Array {
  return writePdf(layoutQuote(doc), doc.title);
}
