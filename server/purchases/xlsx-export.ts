import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { exportColumns, type ColumnKind, type PurchaseRow } from '../../src/domain/purchases';

const moneyFormat = '#,##0.00';
const columnWidths = { text: 28, integer: 10, money: 14 } as const satisfies Record<ColumnKind, number>;

/**
 * The XLSX through exceljs's streaming writer: each row is committed (written out and forgotten)
 * as it comes, one sheet with a frozen header, numbers as numbers and money as a formatted number
 * (cents become currency units only here, in the cell). Between batches it waits for the client to
 * drain what is already out, so memory stays flat.
 */
export function xlsxStream(
  batches: AsyncIterable<PurchaseRow[]>,
  titles: readonly string[],
  sheetName: string,
): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = exportColumns.map((column, index) => ({
    header: titles[index] ?? column.key,
    key: column.key,
    width: columnWidths[column.kind],
    style: column.kind === 'money' ? { numFmt: moneyFormat } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();

  async function write(): Promise<void> {
    for await (const batch of batches) {
      for (const row of batch) {
        sheet
          .addRow(
            exportColumns.map((column) => {
              const value = column.value(row);
              return column.kind === 'money' ? Number(value) / 100 : value;
            }),
          )
          .commit();
      }
      // A cancelled download closes the stream: stop reading rows rather than wait for a drain.
      if (output.destroyed) return;
      if (output.writableNeedDrain) await Promise.race([once(output, 'drain'), once(output, 'close')]);
    }
    sheet.commit();
    await workbook.commit();
  }
  write().catch((error: unknown) =>
    output.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return output;
}
