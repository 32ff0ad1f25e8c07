import type { Furniture } from '../../../domain/entities/furniture.schema';
import type { AvailabilityStatus } from '../../../domain/enums';
import { centsToEuroText, parseEuros } from '../../../lib/money-input';

/** The furniture form's values as typed: amounts and quantities stay text until saved. */
export interface FurnitureDraft {
  name: string;
  clientName: string;
  sku: string;
  supplierSku: string;
  supplier: string;
  categoryId: string;
  barcode: string;
  description: string;
  images: string[];
  url: string;
  erpLink: string;
  priceExcl: string;
  priceIncl: string;
  note: string;
  warningEn: string;
  warningFr: string;
  isDisabled: boolean;
  archived: boolean;
  availability: AvailabilityStatus;
  stockQuantity: string;
}

export const emptyFurnitureDraft: FurnitureDraft = {
  name: '',
  clientName: '',
  sku: '',
  supplierSku: '',
  supplier: '',
  categoryId: '',
  barcode: '',
  description: '',
  images: [],
  url: '',
  erpLink: '',
  priceExcl: '',
  priceIncl: '',
  note: '',
  warningEn: '',
  warningFr: '',
  isDisabled: false,
  archived: false,
  availability: 'available_in_warehouse',
  stockQuantity: '0',
};

export function draftFromFurniture(row: Furniture): FurnitureDraft {
  // Field by field: the local row also carries id, dates and the sync version, which are not the form's.
  return {
    name: row.name,
    clientName: row.clientName,
    sku: row.sku,
    supplierSku: row.supplierSku,
    supplier: row.supplier,
    barcode: row.barcode,
    description: row.description,
    url: row.url,
    erpLink: row.erpLink,
    note: row.note,
    warningEn: row.warningEn,
    warningFr: row.warningFr,
    isDisabled: row.isDisabled,
    archived: row.archived,
    availability: row.availability,
    categoryId: row.categoryId ?? '',
    images: [...row.images],
    priceExcl: centsToEuroText(row.priceExclVatCents),
    priceIncl: centsToEuroText(row.priceInclVatCents),
    stockQuantity: String(row.stockQuantity),
  };
}

/** Field name -> translation key of the message shown next to it. */
export type FieldKeys = Partial<Record<string, string>>;

export type FurnitureValues = Omit<Furniture, 'id' | 'createdAt' | 'updatedAt'>;

/**
 * The draft as the furniture's fields, and the messages of the fields that are not numbers. An
 * unreadable number stands as 0 in `values`, so the domain schema still checks the rest (lengths,
 * required name) and the form shows every message at once, not one more at each save.
 */
export function furnitureValues(draft: FurnitureDraft): { values: FurnitureValues; errors: FieldKeys } {
  const errors: FieldKeys = {};
  const priceExclVatCents = parseEuros(draft.priceExcl);
  const priceInclVatCents = parseEuros(draft.priceIncl);
  const stockText = draft.stockQuantity.trim();
  const stockQuantity = /^\d+$/.test(stockText) ? Number(stockText) : null;
  if (priceExclVatCents === null) errors.priceExclVatCents = 'catalogue:validation.amount_invalid';
  if (priceInclVatCents === null) errors.priceInclVatCents = 'catalogue:validation.amount_invalid';
  if (stockQuantity === null) errors.stockQuantity = 'catalogue:validation.quantity_invalid';
  const { priceExcl: _excl, priceIncl: _incl, ...text } = draft;
  return {
    values: {
      ...text,
      categoryId: draft.categoryId === '' ? null : draft.categoryId,
      images: draft.images.map((image) => image.trim()).filter((image) => image !== ''),
      priceExclVatCents: priceExclVatCents ?? 0,
      priceInclVatCents: priceInclVatCents ?? 0,
      stockQuantity: stockQuantity ?? 0,
    },
    errors,
  };
}
