import { Readable } from 'node:stream';
import type { Language } from '../../src/domain/enums';
import { csvHeader, csvRecord, type PurchaseRow } from '../../src/domain/purchases';

/** A byte-order mark, so a spreadsheet opens the UTF-8 accents right. */
const bom = '\uFEFF';

/**
 * The CSV as a stream: one chunk per batch, read from `batches` only when the client has taken the
 * previous one (Readable.from pulls lazily), so a slow download never piles rows up in memory.
 */
export function csvStream(
  batches: AsyncIterable<PurchaseRow[]>,
  titles: readonly string[],
  language: Language,
): Readable {
  async function* chunks(): AsyncGenerator<string> {
    yield bom + csvHeader(titles, language);
    for await (const batch of batches) {
      yield batch.map((row) => csvRecord(row, language)).join('');
    }
  }
  return Readable.from(chunks());
}
