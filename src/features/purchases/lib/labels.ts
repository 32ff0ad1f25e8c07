import type { ExportColumnKey, PurchaseGrouping } from '../../../domain/purchases';

/** Literal keys, so the locale test finds each one in English and French. */
export const groupingKeys = {
  project: 'purchases:grouping.project',
  supplier: 'purchases:grouping.supplier',
} as const satisfies Record<PurchaseGrouping, string>;

export const columnKeys = {
  room: 'purchases:columns.room',
  module: 'purchases:columns.module',
  furniture: 'purchases:columns.furniture',
  link: 'purchases:columns.link',
  imageUrl: 'purchases:columns.imageUrl',
  quantity: 'purchases:columns.quantity',
  notes: 'purchases:columns.notes',
  price: 'purchases:columns.price',
  priceInclVat: 'purchases:columns.priceInclVat',
  clientPrice: 'purchases:columns.clientPrice',
  totalPrice: 'purchases:columns.totalPrice',
  totalVat: 'purchases:columns.totalVat',
  totalInclVat: 'purchases:columns.totalInclVat',
  clientTotal: 'purchases:columns.clientTotal',
  project: 'purchases:columns.project',
  operationNumber: 'purchases:columns.operationNumber',
  client: 'purchases:columns.client',
  supplier: 'purchases:columns.supplier',
  supplierReference: 'purchases:columns.supplierReference',
  purchaseOrder: 'purchases:columns.purchaseOrder',
  validatedOn: 'purchases:columns.validatedOn',
} as const satisfies Record<ExportColumnKey, string>;

/** The office's adjustment, as a row of its project's purchases (the export says the same). */
export const adjustmentKey = 'purchases:office_adjustment';
