import type { BusinessDocument, DocumentParty, LabelledAmount } from '../../../../lib/pdf/document-parts';
import type { QuoteDocument, QuoteDocumentSection } from '../quote-pdf/quote-document-model';

/** A party's signature block: who signs, and its date and signature once given (blank lines until then). */
export interface AgreementSigner {
  heading: string;
  /** The party's name, or the person who signed for it, printed on its name line. */
  name: string;
  /** The lessee's drawn signature, given with the quote it signed (the same rent, the same figures). */
  signed: { date: string; signaturePng: string } | null;
}

/**
 * The rental agreement as its PDF prints it, every text in the reader's language and every figure
 * formatted from the pricing module's breakdown (quoteView), as the quote prints them.
 */
export interface RentalAgreementDocument extends BusinessDocument {
  lessor: DocumentParty & { heading: string };
  lessee: DocumentParty & { heading: string };
  premises: { heading: string; lines: readonly string[] };
  furnishing: {
    heading: string;
    columns: QuoteDocument['columns'];
    sections: readonly QuoteDocumentSection[];
  };
  /** The monthly rent, the duration and start, the total over the rental. */
  rent: { heading: string; rows: ReadonlyArray<LabelledAmount & { strong: boolean }> };
  /** The office's rental terms in the reader's language; null while it has written none. */
  terms: { heading: string; text: string } | null;
  signatures: {
    heading: string;
    intro: string;
    nameLabel: string;
    dateLabel: string;
    signatureLabel: string;
    /** "Fingerprint of the signed quote: …", once the lessee signed. */
    fingerprint: string | null;
    signers: readonly [lessor: AgreementSigner, lessee: AgreementSigner];
  };
  /** Pictures by key, as data URLs. */
  images: Readonly<Record<string, string>>;
}
