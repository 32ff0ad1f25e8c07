import type { BusinessDocument, LabelledAmount } from '../../../../lib/pdf/document-parts';

/** An ordered line as the warehouse reads it. Texts are translated and formatted already. */
export interface OrderDocumentLine {
  name: string;
  /** Under the name, smaller: the supplier, the line's notes. */
  note: string;
  reference: string;
  supplierReference: string;
  quantity: string;
  unit: string;
  total: string;
}

/** A room's ordered lines and their subtotal. */
export interface OrderDocumentRoom {
  heading: string;
  lines: readonly OrderDocumentLine[];
  subtotal: LabelledAmount;
}

/**
 * A purchase order version as its PDF prints it for the warehouse, every text in the reader's
 * language and every figure formatted from the pricing module's order totals: the layout only
 * places them.
 */
export interface OrderDocument extends BusinessDocument {
  delivery: { heading: string; lines: readonly string[] };
  comments: { heading: string; text: string } | null;
  columns: {
    item: string;
    reference: string;
    supplierReference: string;
    quantity: string;
    unit: string;
    total: string;
  };
  rooms: readonly OrderDocumentRoom[];
  totals: ReadonlyArray<LabelledAmount & { strong: boolean }>;
}
