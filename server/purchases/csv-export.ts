import { Readable } from 'node:stream';
import { csvHeader, csvRecord, type CsvDialect, type PurchaseRow } from '../../src/domain/purchases';
import { textChunks } from './text-chunks';

/** A byte-order mark, so a spreadsheet opens the UTF-8 accents right. */
const bom = '\uFEFF';

/**
 * The CSV as a stream: rows are read from `batches` only when the client has taken the text before
 * them (Readable.from pulls lazily), so a slow download never piles rows up in memory.
 */
export function csvStream(
  batches: AsyncIterable<PurchaseRow[]>,
  titles: readonly string[],
  dialect: CsvDialect,
): Readable {
  return Readable.from(
    textChunks(bom + csvHeader(titles, dialect), batches, (row) => csvRecord(row, dialect)),
  );
}
