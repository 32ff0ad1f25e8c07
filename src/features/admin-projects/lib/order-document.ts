import type { TFunction } from 'i18next';
import type { BusinessSettings } from '../../../domain/entities/business-settings.schema';
import type { Project } from '../../../domain/entities/project.schema';
import type { PurchaseOrder, PurchaseOrderItem } from '../../../domain/entities/purchase-order.schema';
import type { Language } from '../../../domain/enums';
import { orderLineAmounts, orderTotals } from '../../../domain/pricing';
import { businessFooter, businessParty } from '../../../lib/pdf/business-party';
import { dateRangeText } from '../../../lib/pdf/date-range';
import type { OrderDocument } from './order-pdf/order-document-model';
import { orderTotalRows } from './order-totals-text';
import { roomKindNames } from '../../../i18n/room-labels';
import { linesByRoom } from './order-views';

/** What the catalogue says of an ordered item's supplier; undefined when the device has no such row. */
export type SupplierOf = (item: PurchaseOrderItem) => { supplier: string; reference: string } | undefined;

export interface OrderDocumentInput {
  order: Pick<PurchaseOrder, 'number' | 'lines'>;
  /** The version as the step names it: "Version 2 (regeneration, normal) by Ana on 3 Dec 2026". */
  version: string;
  project: Pick<
    Project,
    'name' | 'operationNumber' | 'dates' | 'estimatedDates' | 'purchaseOrderComments' | 'projectAccessNotes'
  >;
  clientName: string;
  /** The delivery address as printed lines (country named in the reader's language). */
  deliveryLines: readonly string[];
  supplierOf: SupplierOf;
  business: BusinessSettings | undefined;
  language: Language;
  t: TFunction<'adminProjects'>;
  formatMoney: (cents: number) => string;
  formatRate: (vatRateBp: number) => string;
  /** A calendar day: "12 Jan 2027". */
  formatDate: (isoDate: string) => string;
}

/** The delivery block: the address, the access notes, then the dates the warehouse works to. */
function deliveryLines(input: OrderDocumentInput): string[] {
  const { project, t, formatDate } = input;
  const labelled = (label: string, value: string | null) =>
    value === null || value === '' ? [] : [t('adminProjects:order.pdf.labelled', { label, value })];
  const dated = (label: string, date: string | null) =>
    labelled(label, date === null ? null : formatDate(date));
  return [
    ...input.deliveryLines,
    ...labelled(t('adminProjects:general.projectAccessNotes'), project.projectAccessNotes),
    ...labelled(t('adminProjects:order.pdf.wished_dates'), dateRangeText(project.dates, formatDate, t)),
    ...dated(t('adminProjects:general.warehousePreparation'), project.estimatedDates.warehousePreparation),
    ...dated(t('adminProjects:general.delivery'), project.estimatedDates.delivery),
    ...dated(t('adminProjects:general.intervention'), project.estimatedDates.intervention),
  ];
}

/** The order's PDF texts in the reader's language, every figure from src/domain/pricing's order totals. */
export function orderDocument(input: OrderDocumentInput): OrderDocument {
  const { order, project, t, formatMoney } = input;
  const seller = businessParty(input.business, t);
  const title = t('adminProjects:order.pdf.title');
  const comments = project.purchaseOrderComments.trim();
  return {
    fileTitle: t('adminProjects:order.pdf.file_title', {
      title: `${title} ${order.number}`,
      name: project.name,
    }),
    language: input.language,
    title,
    seller,
    details: [
      [t('adminProjects:order.pdf.version'), input.version],
      [t('adminProjects:order.pdf.project'), project.name],
      [
        t('adminProjects:order.pdf.operation'),
        project.operationNumber === '' ? t('adminProjects:order.pdf.no_operation') : project.operationNumber,
      ],
      [t('adminProjects:order.pdf.client'), input.clientName],
    ],
    delivery: { heading: t('adminProjects:order.pdf.delivery'), lines: deliveryLines(input) },
    comments: comments === '' ? null : { heading: t('adminProjects:order.pdf.comments'), text: comments },
    columns: {
      item: t('adminProjects:quote.columns.item'),
      reference: t('adminProjects:order.sku'),
      supplierReference: t('adminProjects:order.columns.supplier_reference'),
      quantity: t('adminProjects:quote.columns.quantity'),
      unit: t('adminProjects:quote.columns.price'),
      total: t('adminProjects:order.columns.total'),
    },
    rooms: linesByRoom(order.lines, roomKindNames(t)).map((room) => ({
      heading: room.roomName,
      subtotal: {
        label: t('adminProjects:order.pdf.room_subtotal', { name: room.roomName }),
        value: formatMoney(orderTotals(room.lines).total.exclVatCents),
      },
      lines: room.lines.map((item) => {
        const supplier = input.supplierOf(item);
        return {
          name: item.name === '' ? t('adminProjects:order.pdf.unknown_item') : item.name,
          note: [supplier?.supplier ?? '', item.notes].filter((text) => text !== '').join(' · '),
          reference: item.sku,
          supplierReference: supplier?.reference ?? '',
          quantity: String(item.quantity),
          unit: formatMoney(item.unitPriceCents),
          total: formatMoney(orderLineAmounts(item).exclVatCents),
        };
      }),
    })),
    totals: orderTotalRows(orderTotals(order.lines), t, formatMoney, input.formatRate),
    footer: businessFooter(seller, input.business),
    pageLabel: (page, count) => t('common:documents.page', { page, pages: count }),
  };
}
