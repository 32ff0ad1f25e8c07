import { renderPdf } from '../../../../lib/pdf/render-pdf';
import type { QuoteDocument } from './quote-document-model';
import { quoteDefinition } from './quote-definition';

export { prepareWriter } from '../../../../lib/pdf/render-pdf';
export type { QuoteAcceptance, QuoteDocument } from './quote-document-model';

/**
 * The quote as PDF bytes, made on the device. Imported lazily: only a download needs it. Given the
 * document still being made, the writer loads meanwhile.
 */
export function quotePdf(doc: QuoteDocument | Promise<QuoteDocument>): Promise<Uint8Array> {
  return renderPdf(Promise.resolve(doc).then(quoteDefinition));
}
