import type { PurchaseRow } from '../../../src/domain/purchases';

/** A row's money in the export's column order: its units, then its totals (incl. VAT, the client's). */
export function rowMoneyCents(row: PurchaseRow): number[] {
  return [
    row.unitPriceCents,
    row.unitInclVatCents,
    row.clientUnitPriceCents,
    row.totalCents,
    row.totalVatCents,
    row.totalCents + row.totalVatCents,
    row.clientTotalCents,
  ];
}
