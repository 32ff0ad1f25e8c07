import type {
  Content,
  ContentTable,
  CustomTableLayout,
  TableCell,
  TDocumentDefinitions,
} from 'pdfmake/interfaces';

/**
 * What every document of the business shares (the quote, the rental agreement, the order form):
 * the page, the type, the identity header and the tables' look, so they read as one business's papers.
 */

/** A party to a document (the business, its client), its texts already translated and formatted. */
export interface DocumentParty {
  name: string;
  /** Address, numbers and contact, one printed line each. */
  lines: readonly string[];
  /** A picture as a data URL, or null. */
  logo: string | null;
}

/** An amount's cell: right-aligned, so figures line up by their last digit. */
export function amountCell(text: string, bold = false): Content {
  return { text, alignment: 'right', bold, noWrap: true };
}

const rule = '#c8c8c8';
const headFill = '#f0f0f0';

/**
 * The tables' look: a shaded head, a thin rule under each row, no vertical rules. The `total`
 * rows of a table (its last `totalRows`) get a rule above them, never through them.
 */
export function tableLayout(headerRows: number): CustomTableLayout {
  return {
    hLineWidth: (index, node) => (index === 0 || index === node.table.body.length ? 0 : 0.5),
    vLineWidth: () => 0,
    hLineColor: () => rule,
    fillColor: (row) => (row < headerRows ? headFill : null),
    paddingTop: () => 3,
    paddingBottom: () => 3,
  };
}

/** A form to fill: ruled all round, roomy cells (an acceptance, a signature block). */
export const formLayout: CustomTableLayout = {
  hLineWidth: () => 0.5,
  vLineWidth: () => 0.5,
  hLineColor: () => rule,
  vLineColor: () => rule,
  paddingTop: () => 6,
  paddingBottom: () => 6,
};

/** A line's name with, when it has one, a smaller note under it. */
export function textWithNote(text: string, note: string): Content {
  return note === '' ? text : { stack: [text, { text: note, style: 'small' }] };
}

/** A column's title; a figure's column is right-aligned, as its figures are. */
export interface ColumnTitle {
  text: string;
  numeric?: boolean;
}

/** A labelled figure: a subtotal, a total. */
export interface LabelledAmount {
  label: string;
  value: string;
}

/**
 * A section (a room) as one table whose heading and column titles repeat on every page it runs
 * over; its heading never stays alone at a page's foot, and its subtotal, when it has one, closes it.
 */
export function sectionTable(section: {
  heading: string;
  titles: readonly ColumnTitle[];
  widths: ReadonlyArray<number | '*'>;
  rows: TableCell[][];
  subtotal: LabelledAmount | null;
}): Content {
  const span = section.titles.length;
  const filler = (count: number): TableCell[] => Array.from({ length: count }, () => '');
  const heading: TableCell[] = [
    { text: section.heading, style: 'heading', colSpan: span, margin: [0, 0, 0, 0] },
    ...filler(span - 1),
  ];
  const titles: TableCell[] = section.titles.map((title) => ({
    text: title.text,
    style: 'label',
    ...(title.numeric === true ? { alignment: 'right' as const } : {}),
  }));
  const subtotal: TableCell[][] =
    section.subtotal === null
      ? []
      : [
          [
            { text: section.subtotal.label, bold: true, colSpan: span - 1 },
            ...filler(span - 2),
            amountCell(section.subtotal.value, true),
          ],
        ];
  return {
    table: {
      headerRows: 2,
      keepWithHeaderRows: 1,
      dontBreakRows: true,
      widths: [...section.widths],
      body: [heading, titles, ...section.rows, ...subtotal],
    },
    layout: tableLayout(2),
    margin: [0, 8, 0, 0],
  };
}

/** The totals, right-aligned under the tables; a strong one in bold. */
export function totalsTable(totals: ReadonlyArray<LabelledAmount & { strong: boolean }>): Content {
  return {
    table: {
      widths: ['*', 'auto', 100],
      body: totals.map((total) => [
        '',
        { text: total.label, bold: total.strong, alignment: 'right' },
        amountCell(total.value, total.strong),
      ]),
    },
    layout: 'noBorders',
    margin: [0, 12, 0, 0],
  };
}

/** The party's block: its logo (when it has one) beside its name and lines. */
export function partyBlock(party: DocumentParty, heading?: string): Content {
  const texts: Content[] = [
    ...(heading === undefined ? [] : [{ text: heading, style: 'label' } satisfies Content]),
    { text: party.name, bold: true, fontSize: 11 },
    ...party.lines.map((line) => ({ text: line })),
  ];
  if (party.logo === null) return { stack: texts };
  return {
    columns: [
      { image: party.logo, fit: [56, 56], width: 60 },
      { stack: texts, width: '*' },
    ],
    columnGap: 8,
  };
}

/** A labelled list, two columns: "Date   23 Nov 2026". */
export function detailsTable(rows: ReadonlyArray<readonly [label: string, value: string]>): ContentTable {
  return {
    table: {
      widths: ['auto', '*'],
      body: rows.map(([label, value]) => [{ text: label, style: 'label' }, value]),
    },
    layout: 'noBorders',
  };
}

/** What every document of the business states around its own content: its identity, title and pages. */
export interface BusinessDocument {
  /** The file's title metadata. */
  fileTitle: string;
  language: string;
  title: string;
  seller: DocumentParty;
  /** Number, date, project...: a label and its value each, beside the title. */
  details: ReadonlyArray<readonly [label: string, value: string]>;
  footer: string;
  pageLabel: (page: number, count: number) => string;
}

/** The top of a document: the business's identity on the left, the title and its details on the right. */
function documentHeader(doc: BusinessDocument): Content {
  return {
    columns: [
      { width: '*', stack: [partyBlock(doc.seller)] },
      {
        width: 210,
        stack: [
          { text: doc.title, style: 'title', alignment: 'right' },
          { ...detailsTable(doc.details), margin: [0, 6, 0, 0] },
        ],
      },
    ],
    columnGap: 16,
  };
}

/** A small heading over printed lines: a delivery address and its dates. */
export function labelledLines(block: { heading: string; lines: readonly string[] }): Content[] {
  return [{ text: block.heading, style: 'label' }, ...block.lines.map((text) => ({ text }))];
}

/** A headed text that stays whole on one page: terms, comments. */
export function textBlock(heading: string, text: string): Content {
  return { stack: [{ text: heading, style: 'heading' }, text], unbreakable: true };
}

/**
 * A document on the page, type and footer every document of the business uses, its identity
 * header first, then `content`.
 */
export function documentFrame(
  doc: BusinessDocument,
  content: Content[],
  images: Record<string, string> = {},
): TDocumentDefinitions {
  return {
    info: { title: doc.fileTitle, author: doc.seller.name, creator: doc.seller.name },
    language: doc.language,
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 48],
    defaultStyle: { font: 'Roboto', fontSize: 9, lineHeight: 1.15 },
    styles: {
      title: { fontSize: 18, bold: true },
      heading: { fontSize: 12, bold: true, margin: [0, 10, 0, 4] },
      label: { color: '#555555', fontSize: 8 },
      small: { fontSize: 8, color: '#555555' },
    },
    images,
    content: [documentHeader(doc), ...content],
    footer: (page, count) => ({
      columns: [
        { text: doc.footer, style: 'small' },
        { text: doc.pageLabel(page, count), style: 'small', alignment: 'right', width: 'auto' },
      ],
      margin: [40, 16, 40, 0],
    }),
  };
}
