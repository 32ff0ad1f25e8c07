import type { TFunction } from 'i18next';
import type { BusinessSettings } from '../../../../domain/entities/business-settings.schema';
import type { Project } from '../../../../domain/entities/project.schema';
import type { Language, VatPreference } from '../../../../domain/enums';
import { shownAmount, type Amounts } from '../../../../domain/pricing';
import { roomLabel } from '../../../../domain/projects/room-label';
import { vatLabelKeys } from '../../../../i18n/project-labels';
import { roomKindNames } from '../../../../i18n/room-labels';
import { businessFooter, businessParty } from '../../../../lib/pdf/business-party';
import { dateRangeText } from '../../../../lib/pdf/date-range';
import type { DocumentParty } from '../../../../lib/pdf/document-parts';
import type { QuoteAcceptance, QuoteDocument } from '../../lib/quote-pdf';
import type { QuoteDocumentSection } from '../../lib/quote-pdf/quote-document-model';
import type { QuoteView } from './quote-view';
import { serviceTexts } from './service-text';

export interface QuoteDocumentInput {
  view: QuoteView;
  preference: VatPreference;
  project: Pick<Project, 'name' | 'dates'>;
  /** The delivery address as printed lines (country named in the reader's language). */
  deliveryLines: readonly string[];
  /** The client as printed; null for a visitor's trial, which has no client yet. */
  client: DocumentParty | null;
  business: BusinessSettings | undefined;
  /** Given by the server at submission; '' before, and the PDF then says "provisional". */
  quoteNumber: string;
  acceptance?: QuoteAcceptance;
  /** Formatted already: today's date and the validity sentence. */
  date: string;
  validity: string;
  language: Language;
  /** The pictures the device could draw, by their address, as data URLs. */
  thumbnails: ReadonlyMap<string, string>;
  t: TFunction<'quote'>;
  formatMoney: (cents: number) => string;
  formatRate: (vatRateBp: number) => string;
  formatDate: (isoDate: string) => string;
}

export type Shown = (amounts: Amounts) => string;

/** The chosen services after the rooms, each its name and total, how the total is made under it. */
function servicesSection(view: QuoteView, t: TFunction<'quote'>, shown: Shown): QuoteDocumentSection[] {
  if (view.services.length === 0) return [];
  return [
    {
      heading: t('quote:services.label'),
      subtotal: null,
      lines: view.services.map((service) => {
        const texts = serviceTexts(service, t, shown);
        // An included or unpriced service says so once, in its total.
        const note = texts.formula === texts.total ? '' : texts.formula;
        return { name: texts.name, note, quantity: '', unit: '', total: texts.total };
      }),
    },
  ];
}

function packsSection(view: QuoteView, t: TFunction<'quote'>, shown: Shown): QuoteDocumentSection[] {
  if (view.packs.length === 0) return [];
  return [
    {
      heading: t('quote:packs.heading'),
      subtotal: null,
      lines: view.packs.map((pack) => ({
        name: t('quote:packs.name', { name: pack.name }),
        note: '',
        quantity: String(pack.quantity),
        unit: shown(pack.unit),
        total: shown(pack.total),
      })),
    },
  ];
}

/** Each room with its lines (thumbnail, name, copies or pack under it) and its subtotal. */
function roomSections(
  view: QuoteView,
  t: TFunction<'quote'>,
  shown: Shown,
  pictureKey: (url: string | null) => string | null,
): QuoteDocumentSection[] {
  const names = roomKindNames(t);
  return view.rooms.map((room) => ({
    heading: t('quote:rooms.tab', { name: roomLabel(room, names), multiplier: room.multiplier }),
    subtotal: {
      label: t('quote:totals.pdf_room', { name: roomLabel(room, names) }),
      value: shown(room.total),
    },
    lines: room.lines.map((line) => {
      const inPack = line.packName !== null;
      return {
        picture: pictureKey(line.picture),
        name: line.name ?? t('quote:lines.unknown_item'),
        note: inPack
          ? t('quote:lines.in_pack', { name: line.packName })
          : line.copies > 1
            ? t('quote:lines.formula', {
                quantity: line.quantity,
                unit: shown(line.unit),
                count: line.copies,
              })
            : '',
        quantity: String(line.quantity),
        unit: inPack ? '' : shown(line.unit),
        total: inPack ? '' : shown(line.total),
      };
    }),
  }));
}

function totals(input: QuoteDocumentInput, shown: Shown): QuoteDocument['totals'] {
  const { view, t, formatMoney, formatRate, preference } = input;
  const vat = t(vatLabelKeys[preference]);
  // The PDF states both VAT views of each total, whatever the screen shows.
  const both = (
    label:
      | 'quote:totals.pdf_total'
      | 'quote:totals.pdf_monthly'
      | 'quote:totals.pdf_final'
      | 'quote:totals.pdf_rental_total',
    amounts: Amounts,
  ) => [
    {
      label: t(label, { vat: t(vatLabelKeys.vatExcluded), count: view.rentMonths }),
      value: formatMoney(amounts.exclVatCents),
      strong: false,
    },
    {
      label: t(label, { vat: t(vatLabelKeys.vatIncluded), count: view.rentMonths }),
      value: formatMoney(amounts.inclVatCents),
      strong: true,
    },
  ];
  return [
    ...(view.computed === null
      ? []
      : [{ label: t('quote:totals.computed_label'), value: shown(view.computed), strong: false }]),
    ...(view.adjustment === null
      ? []
      : [{ label: t('quote:totals.pdf_adjustment', { vat }), value: shown(view.adjustment), strong: false }]),
    ...view.vatRates.map(({ vatRateBp, amounts }) => ({
      label: t('quote:totals.pdf_vat_rate', { rate: formatRate(vatRateBp) }),
      value: formatMoney(amounts.vatCents),
      strong: false,
    })),
    // A renter reads the month first, with the rental's length, then the whole rental.
    ...(view.monthly === null
      ? both(view.computed === null ? 'quote:totals.pdf_total' : 'quote:totals.pdf_final', view.total)
      : [
          ...both('quote:totals.pdf_monthly', view.monthly),
          ...both('quote:totals.pdf_rental_total', view.total),
        ]),
  ];
}

function wishedDates(input: QuoteDocumentInput): string[] {
  const dates = dateRangeText(input.project.dates, input.formatDate, input.t);
  return dates === null ? [] : [input.t('quote:pdf.wished_dates', { dates })];
}

/**
 * The pictures a document embeds, each once however many lines show it, and the key a line refers
 * to it by; null when the device could not draw it (the line prints a placeholder).
 */
export function documentPictures(thumbnails: ReadonlyMap<string, string>): {
  images: Record<string, string>;
  pictureKey: (url: string | null) => string | null;
} {
  const images: Record<string, string> = {};
  const keys = new Map<string, string>();
  const pictureKey = (url: string | null) => {
    const data = url === null ? undefined : thumbnails.get(url);
    if (url === null || data === undefined) return null;
    let key = keys.get(url);
    if (key === undefined) {
      key = `picture${keys.size}`;
      keys.set(url, key);
      images[key] = data;
    }
    return key;
  };
  return { images, pictureKey };
}

/** The quote's tables (packs, rooms, services), as the quote and the rental agreement print them. */
export function quoteSections(
  view: QuoteView,
  t: TFunction<'quote'>,
  shown: Shown,
  pictureKey: (url: string | null) => string | null,
): QuoteDocumentSection[] {
  return [
    ...packsSection(view, t, shown),
    ...roomSections(view, t, shown, pictureKey),
    ...servicesSection(view, t, shown),
  ];
}

/** The table's column titles: per month when renting, in the reader's VAT view. */
export function quoteColumns(
  view: QuoteView,
  preference: VatPreference,
  t: TFunction<'quote'>,
): QuoteDocument['columns'] {
  const rent = view.billingType === 'rent';
  const vat = t(vatLabelKeys[preference]);
  return {
    picture: '',
    item: t('quote:lines.item'),
    quantity: t('quote:lines.quantity'),
    unit: t(rent ? 'quote:pdf.unit_monthly' : 'quote:pdf.unit', { vat }),
    total: t(rent ? 'quote:pdf.total_monthly' : 'quote:pdf.total', { vat }),
  };
}

/** The PDF's texts in the reader's language, every amount from the same view as the preview. */
export function quoteDocument(input: QuoteDocumentInput): QuoteDocument {
  const { view, preference, t, formatMoney } = input;
  const shown: Shown = (amounts) => formatMoney(shownAmount(amounts, preference));
  const { images, pictureKey } = documentPictures(input.thumbnails);
  const numbered = input.quoteNumber !== '';
  const title = numbered
    ? t('quote:pdf.title_numbered', { number: input.quoteNumber })
    : t('quote:pdf.title_provisional');
  const seller = businessParty(input.business, t);
  const signed = input.acceptance ?? null;
  return {
    fileTitle: t('quote:pdf.file_title', { title, name: input.project.name }),
    language: input.language,
    title,
    seller,
    client: {
      heading: t('quote:pdf.client'),
      ...(input.client ?? { name: t('quote:pdf.private_client'), lines: [], logo: null }),
    },
    delivery: { heading: t('quote:pdf.delivery'), lines: [...input.deliveryLines, ...wishedDates(input)] },
    details: [
      [t('quote:pdf.number'), numbered ? input.quoteNumber : t('quote:pdf.provisional')],
      [t('quote:pdf.project'), input.project.name],
      [t('quote:pdf.date'), input.date],
      [t('quote:pdf.validity'), input.validity],
      ...(view.reason === null ? [] : [[t('quote:pdf.price_reason'), view.reason] as const]),
    ],
    columns: quoteColumns(view, preference, t),
    sections: quoteSections(view, t, shown, pictureKey),
    totals: totals(input, shown),
    terms:
      input.business === undefined || input.business.paymentTerms[input.language] === ''
        ? null
        : { heading: t('quote:pdf.payment_terms'), text: input.business.paymentTerms[input.language] },
    acceptance: {
      heading: t('quote:pdf.acceptance'),
      agreement: t('quote:pdf.agreement'),
      nameLabel: t('quote:pdf.signer_name'),
      dateLabel: t('quote:pdf.signed_date'),
      signatureLabel: t('quote:pdf.signature'),
      hashLabel: t('quote:pdf.hash'),
      signedDate: signed === null ? '' : input.formatDate(signed.signedAt),
      signed,
    },
    footer: businessFooter(seller, input.business),
    pageLabel: (page, count) => t('common:documents.page', { page, pages: count }),
    images,
  };
}
