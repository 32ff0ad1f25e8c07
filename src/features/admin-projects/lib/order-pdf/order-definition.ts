import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import {
  amountCell,
  type ColumnTitle,
  documentFrame,
  labelledLines,
  sectionTable,
  textBlock,
  textWithNote,
  totalsTable,
} from '../../../../lib/pdf/document-parts';
import type { OrderDocument, OrderDocumentLine } from './order-document-model';

/** Item, reference, supplier's reference, quantity, unit, total: figures fit "€1,234,567.89". */
const widths = ['*', 60, 66, 40, 78, 80] as const;

function lineRow(line: OrderDocumentLine): TableCell[] {
  return [
    textWithNote(line.name, line.note),
    line.reference,
    line.supplierReference,
    { text: line.quantity, alignment: 'right' },
    amountCell(line.unit),
    amountCell(line.total),
  ];
}

/** The columns every room's table repeats on each of its pages; the figures' are right-aligned. */
function columnTitles({ columns }: OrderDocument): ColumnTitle[] {
  const numeric = [columns.quantity, columns.unit, columns.total].map((text) => ({ text, numeric: true }));
  return [columns.item, columns.reference, columns.supplierReference]
    .map((text) => ({ text }))
    .concat(numeric);
}

/** The order on A4 pages: identity header, delivery, the office's comments, rooms, totals. */
export function orderDefinition(doc: OrderDocument): TDocumentDefinitions {
  const delivery: Content = { stack: labelledLines(doc.delivery), margin: [0, 16, 0, 4] };
  const titles = columnTitles(doc);
  return documentFrame(doc, [
    delivery,
    ...(doc.comments === null ? [] : [textBlock(doc.comments.heading, doc.comments.text)]),
    ...doc.rooms.map((room) =>
      sectionTable({
        heading: room.heading,
        titles,
        widths,
        rows: room.lines.map(lineRow),
        subtotal: room.subtotal,
      }),
    ),
    totalsTable(doc.totals),
  ]);
}
