import { renderPdf } from '../../../../lib/pdf/render-pdf';
import type { QuoteDocument } from './quote-document-model';
import { quoteDefinition } from './quote-definition';

export type { QuoteAcceptance, QuoteDocument } from './quote-document-model';

/** The quote as PDF bytes, made on the device. Imported lazily: only a download needs it. */
export function quotePdf(doc: QuoteDocument): Promise<Uint8Array> {
  return renderPdf(quoteDefinition(doc));
}
