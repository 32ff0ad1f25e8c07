import type { BusinessDocument, DocumentParty } from '../../../../lib/pdf/document-parts';

/** A line of the quote: furniture, a pack, a service. Texts are translated and formatted already. */
export interface QuoteDocumentLine {
  /** The picture's key in `images`; null prints a neutral placeholder, undefined no picture cell content. */
  picture?: string | null;
  name: string;
  /** Under the name, smaller: "Included in Pack T2", "2 × €502.79 × 2 rooms", how a service is priced. */
  note: string;
  quantity: string;
  unit: string;
  total: string;
}

/** A room (or the packs, or the services): its lines and, for a room, its subtotal. */
export interface QuoteDocumentSection {
  heading: string;
  lines: readonly QuoteDocumentLine[];
  subtotal: { label: string; value: string } | null;
}

/** The client's signature, once given (issue 31 §2): printed in the acceptance block. */
export interface QuoteAcceptance {
  name: string;
  signedAt: string /* ISO */;
  signaturePng: string /* data:image/png;base64 */;
  hash: string;
}

/**
 * The quote as its PDF prints it, every text in the reader's language and every figure formatted
 * from the pricing module's breakdown (quoteView): the layout only places them.
 */
export interface QuoteDocument extends BusinessDocument {
  /** The file's title metadata: "Quote D-2026-0001 – Résidence Hélène". */
  fileTitle: string;
  /** "Quote D-2026-0001", or "Provisional quote" before the server gave a number. */
  title: string;
  client: DocumentParty & { heading: string };
  delivery: { heading: string; lines: readonly string[] };
  columns: { picture: string; item: string; quantity: string; unit: string; total: string };
  sections: readonly QuoteDocumentSection[];
  totals: ReadonlyArray<{ label: string; value: string; strong: boolean }>;
  terms: { heading: string; text: string } | null;
  acceptance: {
    heading: string;
    agreement: string;
    nameLabel: string;
    dateLabel: string;
    signatureLabel: string;
    hashLabel: string;
    /** The signature's date, formatted, when signed. */
    signedDate: string;
    signed: QuoteAcceptance | null;
  };
  /** Pictures by key, as data URLs. */
  images: Readonly<Record<string, string>>;
}
