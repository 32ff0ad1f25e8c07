import { pageSize, type PdfMark, type PdfPage } from './pdf-writer';
import { textWidth } from './win-ansi';

/** The quote's texts, already translated and formatted: the layout only places them. */
export interface QuoteDocument {
  /** The file's title and the first heading. */
  title: string;
  /** The issuing company, one line each. */
  company: readonly string[];
  /** Client, project, date, validity: a label and its value per line. */
  details: ReadonlyArray<readonly [label: string, value: string]>;
  columns: { item: string; quantity: string; unit: string; total: string };
  rooms: ReadonlyArray<{
    heading: string;
    lines: ReadonlyArray<{ name: string; quantity: string; unit: string; total: string }>;
  }>;
  /** The closing lines: totals excl. and incl. VAT, per month, the final price. */
  totals: ReadonlyArray<{ label: string; value: string; strong: boolean }>;
  /** "Page 2 of 5". */
  pageLabel: (page: number, count: number) => string;
}

const margin = 48;
const size = { title: 18, heading: 11, body: 9, small: 8 } as const;
const lineHeight = 14;
const right = pageSize.width - margin;
/** The right edges of the quantity, unit and total columns; the item column fills the rest. */
const columnEdges = { quantity: right - 190, unit: right - 95, total: right } as const;
const itemWidth = columnEdges.quantity - 40 - margin;
const detailsIndent = 110;
/** Lines under this height move to the next page (room for the page number below). */
const bottom = margin + lineHeight * 2;

/**
 * Text takes about half its size per character: longer than the width allows, it is cut with an
 * ellipsis (names run to 200 characters; a page does not).
 */
function fit(text: string, width: number, fontSize: number): string {
  const max = Math.floor(width / (fontSize * 0.5));
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** Places the document on as many A4 pages as it needs, the column heads repeated on each. */
export function layoutQuote(doc: QuoteDocument): PdfPage[] {
  const pages: PdfMark[][] = [];
  let marks: PdfMark[] = [];
  let y = pageSize.height - margin;

  const text = (x: number, value: string, font: 'regular' | 'bold', fontSize: number) =>
    marks.push({ type: 'text', x, y, size: fontSize, font, text: value });
  const textRight = (edge: number, value: string, font: 'regular' | 'bold', fontSize: number) =>
    text(edge - textWidth(value, fontSize), value, font, fontSize);
  const rule = () => marks.push({ type: 'rule', x1: margin, y1: y + 4, x2: right, y2: y + 4 });
  const columnHeads = () => {
    text(margin, doc.columns.item, 'bold', size.body);
    textRight(columnEdges.quantity, doc.columns.quantity, 'bold', size.body);
    textRight(columnEdges.unit, doc.columns.unit, 'bold', size.body);
    textRight(columnEdges.total, doc.columns.total, 'bold', size.body);
    y -= lineHeight;
    rule();
  };
  const newPage = () => {
    pages.push(marks);
    marks = [];
    y = pageSize.height - margin;
  };
  /** Room for `lines` more lines, else a new page; `heads` repeats the column heads there. */
  const need = (lines: number, heads: boolean) => {
    if (y - lines * lineHeight >= bottom) return;
    newPage();
    if (heads) columnHeads();
  };

  text(margin, fit(doc.title, right - margin, size.title), 'bold', size.title);
  y -= lineHeight * 2;
  for (const line of doc.company) {
    text(margin, fit(line, right - margin, size.body), 'regular', size.body);
    y -= lineHeight;
  }
  y -= lineHeight / 2;
  for (const [label, value] of doc.details) {
    text(margin, label, 'bold', size.body);
    text(margin + detailsIndent, fit(value, right - margin - detailsIndent, size.body), 'regular', size.body);
    y -= lineHeight;
  }
  y -= lineHeight;
  columnHeads();
  for (const room of doc.rooms) {
    // A room's heading never sits alone at a page's foot.
    need(3, true);
    y -= lineHeight / 2;
    text(margin, fit(room.heading, right - margin, size.heading), 'bold', size.heading);
    y -= lineHeight;
    for (const line of room.lines) {
      need(1, true);
      text(margin, fit(line.name, itemWidth, size.body), 'regular', size.body);
      textRight(columnEdges.quantity, line.quantity, 'regular', size.body);
      textRight(columnEdges.unit, line.unit, 'regular', size.body);
      textRight(columnEdges.total, line.total, 'regular', size.body);
      y -= lineHeight;
    }
  }
  need(doc.totals.length + 1, false);
  y -= lineHeight / 2;
  rule();
  for (const total of doc.totals) {
    const font = total.strong ? 'bold' : 'regular';
    textRight(columnEdges.unit - 10, total.label, font, size.body);
    textRight(columnEdges.total, total.value, font, size.body);
    y -= lineHeight;
  }
  pages.push(marks);

  const count = pages.length;
  return pages.map((page, index) => [
    ...page,
    {
      type: 'text',
      x: margin,
      y: margin,
      size: size.small,
      font: 'regular',
      text: doc.pageLabel(index + 1, count),
    } satisfies PdfMark,
  ]);
}
