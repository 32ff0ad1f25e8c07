import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import {
  documentFrame,
  formLayout,
  labelledLines,
  partyBlock,
  totalsTable,
} from '../../../../lib/pdf/document-parts';
import { quoteSection } from '../quote-pdf/quote-definition';
import type { AgreementSigner, RentalAgreementDocument } from './rental-agreement-model';

/** One party's block: its name printed, then its date and drawn signature, or both left blank to fill by hand. */
function signerBlock(signer: AgreementSigner, doc: RentalAgreementDocument): Content {
  const { signatures } = doc;
  const { signed } = signer;
  return {
    table: {
      widths: [70, '*'],
      body: [
        [{ text: signer.heading, bold: true, colSpan: 2 }, ''],
        [{ text: signatures.nameLabel, style: 'label' }, signer.name],
        [{ text: signatures.dateLabel, style: 'label' }, signed?.date ?? ''],
        [
          { text: signatures.signatureLabel, style: 'label' },
          signed === null
            ? { text: '', margin: [0, 50, 0, 0] }
            : { image: signed.signaturePng, fit: [160, 60] },
        ],
      ],
    },
    layout: formLayout,
  };
}

/** Both parties side by side, kept on one page with their heading. */
function signaturesBlock(doc: RentalAgreementDocument): Content {
  const [lessor, lessee] = doc.signatures.signers;
  return {
    unbreakable: true,
    margin: [0, 16, 0, 0],
    stack: [
      { text: doc.signatures.heading, style: 'heading' },
      { text: doc.signatures.intro, margin: [0, 0, 0, 6] },
      {
        columns: [
          { width: '*', stack: [signerBlock(lessor, doc)] },
          { width: '*', stack: [signerBlock(lessee, doc)] },
        ],
        columnGap: 16,
      },
      // The whole width: a fingerprint of 64 characters does not wrap inside a signer's column.
      ...(doc.signatures.fingerprint === null
        ? []
        : [{ text: doc.signatures.fingerprint, style: 'small', margin: [0, 6, 0, 0] } satisfies Content]),
    ],
  };
}

/**
 * The terms run over pages as long as the office wrote them (up to 20,000 characters): unlike the
 * quote's short payment terms they are not kept whole on one page, only their heading with their start.
 */
function termsBlock(terms: NonNullable<RentalAgreementDocument['terms']>): Content[] {
  return [{ text: terms.heading, style: 'heading', headlineLevel: 1 }, { text: terms.text }];
}

/** The agreement on A4 pages: identity header, parties, premises, terms, furniture, rent, signatures. */
export function rentalAgreementDefinition(doc: RentalAgreementDocument): TDocumentDefinitions {
  const { furnishing } = doc;
  const parties: Content = {
    columns: [
      { width: '*', stack: [partyBlock(doc.lessor, doc.lessor.heading)] },
      { width: '*', stack: [partyBlock(doc.lessee, doc.lessee.heading)] },
    ],
    columnGap: 16,
    margin: [0, 16, 0, 4],
  };
  const definition = documentFrame(
    doc,
    [
      parties,
      { stack: labelledLines(doc.premises), margin: [0, 8, 0, 0] },
      // The clauses come before the schedule they refer to ("the furniture listed below").
      ...(doc.terms === null ? [] : termsBlock(doc.terms)),
      { text: furnishing.heading, style: 'heading', margin: [0, 14, 0, 0] },
      ...furnishing.sections
        .filter((section) => section.lines.length > 0)
        .map((section) => quoteSection(section, furnishing.columns)),
      { text: doc.rent.heading, style: 'heading', headlineLevel: 1 },
      totalsTable(doc.rent.rows),
      signaturesBlock(doc),
    ],
    { ...doc.images },
  );
  return {
    ...definition,
    // A heading never stays alone at a page's foot: it moves to the next page with what it heads.
    pageBreakBefore: (node, following) =>
      node.headlineLevel === 1 && following.getFollowingNodesOnPage().length === 0,
  };
}
