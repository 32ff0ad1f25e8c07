import { renderPdf } from '../../../../lib/pdf/render-pdf';
import type { OrderDocument } from './order-document-model';
import { orderDefinition } from './order-definition';

export type { OrderDocument } from './order-document-model';

/** The purchase order as PDF bytes, made on the device. Imported lazily: only a download needs it. */
export function orderPdf(doc: OrderDocument): Promise<Uint8Array> {
  return renderPdf(orderDefinition(doc));
}
