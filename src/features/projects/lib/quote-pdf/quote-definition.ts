import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import {
  amountCell,
  labelledLines,
  documentFrame,
  formLayout,
  partyBlock,
  sectionTable,
  textBlock,
  textWithNote,
  totalsTable,
} from '../../../../lib/pdf/document-parts';
import type { QuoteDocument, QuoteDocumentLine, QuoteDocumentSection } from './quote-document-model';

/** Picture, item, quantity, unit, total: the figures' columns are wide enough for "€1,234,567.89". */
const widths = [30, '*', 40, 86, 86] as const;
const thumbnail = 26;

/**
 * A shaded cell where a picture is missing: the line keeps its place and nothing fails. (A canvas
 * shape in a row that may not break sends pdfmake into page after page.)
 */
const placeholder: TableCell = { text: '', fillColor: '#eeeeee' };

function pictureCell(picture: string | null | undefined): TableCell {
  if (picture === undefined) return '';
  return picture === null ? placeholder : { image: picture, fit: [thumbnail, thumbnail] };
}

function lineRow(line: QuoteDocumentLine): TableCell[] {
  return [
    pictureCell(line.picture),
    textWithNote(line.name, line.note),
    { text: line.quantity, alignment: 'right' },
    amountCell(line.unit),
    amountCell(line.total),
  ];
}

/** A room (or the packs, or the services) as its table, with its subtotal: the quote's and the rental agreement's. */
export function quoteSection(section: QuoteDocumentSection, columns: QuoteDocument['columns']): Content {
  return sectionTable({
    heading: section.heading,
    titles: [
      { text: columns.picture },
      { text: columns.item },
      { text: columns.quantity, numeric: true },
      { text: columns.unit, numeric: true },
      { text: columns.total, numeric: true },
    ],
    widths,
    rows: section.lines.map(lineRow),
    subtotal: section.subtotal,
  });
}

function acceptanceBlock(doc: QuoteDocument): Content {
  const { acceptance } = doc;
  const signed = acceptance.signed;
  const box: Content =
    signed === null ? { text: '', margin: [0, 60, 0, 0] } : { image: signed.signaturePng, fit: [200, 70] };
  return {
    unbreakable: true,
    margin: [0, 16, 0, 0],
    stack: [
      { text: acceptance.heading, style: 'heading' },
      { text: acceptance.agreement, margin: [0, 0, 0, 6] },
      {
        table: {
          widths: [90, '*'],
          body: [
            [{ text: acceptance.nameLabel, style: 'label' }, signed?.name ?? ''],
            [{ text: acceptance.dateLabel, style: 'label' }, acceptance.signedDate],
            [{ text: acceptance.signatureLabel, style: 'label' }, box],
            ...(signed === null
              ? []
              : [
                  [
                    { text: acceptance.hashLabel, style: 'label' },
                    { text: signed.hash, style: 'small' },
                  ],
                ]),
          ],
        },
        layout: formLayout,
      },
    ],
  };
}

/** The quote laid out on A4 pages: identity header, parties, rooms, totals, terms, acceptance. */
export function quoteDefinition(doc: QuoteDocument): TDocumentDefinitions {
  const parties: Content = {
    columns: [
      { width: '*', stack: [partyBlock(doc.client, doc.client.heading)] },
      { width: '*', stack: labelledLines(doc.delivery) },
    ],
    columnGap: 16,
    margin: [0, 16, 0, 4],
  };
  return documentFrame(
    doc,
    [
      parties,
      ...doc.sections
        .filter((section) => section.lines.length > 0)
        .map((section) => quoteSection(section, doc.columns)),
      totalsTable(doc.totals),
      ...(doc.terms === null ? [] : [textBlock(doc.terms.heading, doc.terms.text)]),
      acceptanceBlock(doc),
    ],
    { ...doc.images },
  );
}
