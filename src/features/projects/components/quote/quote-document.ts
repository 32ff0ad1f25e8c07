import type { TFunction } from 'i18next';
import type { VatPreference } from '../../../../domain/enums';
import { shownAmount, type Amounts } from '../../../../domain/pricing';
import type { QuoteDocument } from '../../lib/quote-pdf';
import { vatLabelKeys } from '../../../../i18n/project-labels';
import type { QuoteView } from './quote-view';
import { serviceTexts } from './service-text';

export interface QuoteDocumentInput {
  view: QuoteView;
  preference: VatPreference;
  projectName: string;
  clientName: string;
  /** Formatted already: today's date and the validity sentence. */
  date: string;
  validity: string;
  t: TFunction<'quote'>;
  formatMoney: (cents: number) => string;
  formatRate: (vatRateBp: number) => string;
}

/** The chosen services after the rooms: each its name and total, how the total is made under it. */
function servicesSection(
  view: QuoteView,
  t: TFunction<'quote'>,
  shown: (amounts: Amounts) => string,
): QuoteDocument['rooms'] {
  if (view.services.length === 0) return [];
  const blank = { quantity: '', unit: '' };
  return [
    {
      heading: t('quote:services.label'),
      lines: view.services.flatMap((service) => {
        const texts = serviceTexts(service, t, shown);
        // An included or unpriced service says so once, in its total.
        const formula = texts.formula === texts.total ? [] : [{ name: texts.formula, ...blank, total: '' }];
        return [{ name: texts.name, ...blank, total: texts.total }, ...formula];
      }),
    },
  ];
}

/** The PDF's texts in the user's language, every amount from the same view as the preview. */
export function quoteDocument(input: QuoteDocumentInput): QuoteDocument {
  const { view, preference, t, formatMoney, formatRate } = input;
  const rent = view.billingType === 'rent';
  const shown = (amounts: Amounts) => formatMoney(shownAmount(amounts, preference));
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
  return {
    title: t('quote:pdf.title', { name: input.projectName }),
    company: [t('quote:pdf.company_name'), t('quote:pdf.company_line')],
    details: [
      [t('quote:pdf.client'), input.clientName],
      [t('quote:pdf.project'), input.projectName],
      [t('quote:pdf.date'), input.date],
      [t('quote:pdf.validity'), input.validity],
      ...(view.reason === null ? [] : [[t('quote:pdf.price_reason'), view.reason] as const]),
    ],
    columns: {
      item: t('quote:lines.item'),
      quantity: t('quote:lines.quantity'),
      unit: t(rent ? 'quote:pdf.unit_monthly' : 'quote:pdf.unit', { vat }),
      total: t(rent ? 'quote:pdf.total_monthly' : 'quote:pdf.total', { vat }),
    },
    rooms: [
      ...(view.packs.length === 0
        ? []
        : [
            {
              heading: t('quote:packs.heading'),
              lines: view.packs.map((pack) => ({
                name: t('quote:packs.name', { name: pack.name }),
                quantity: String(pack.quantity),
                unit: shown(pack.unit),
                total: shown(pack.total),
              })),
            },
          ]),
      ...view.rooms.map((room) => ({
        heading: t('quote:rooms.tab', { name: room.name, multiplier: room.multiplier }),
        lines: [
          ...room.lines.flatMap((line) => [
            {
              name: line.name ?? t('quote:lines.unknown_item'),
              quantity: String(line.quantity),
              unit:
                line.packName === null ? shown(line.unit) : t('quote:lines.in_pack', { name: line.packName }),
              total: shown(line.total),
            },
            // The room's copies, spelled out under the line they multiply.
            ...(line.copies > 1
              ? [
                  {
                    name: t('quote:lines.formula', {
                      quantity: line.quantity,
                      unit: shown(line.unit),
                      count: line.copies,
                    }),
                    quantity: '',
                    unit: '',
                    total: '',
                  },
                ]
              : []),
          ]),
          {
            name: t('quote:totals.pdf_room', { name: room.name }),
            quantity: '',
            unit: '',
            total: shown(room.total),
          },
        ],
      })),
      ...servicesSection(view, t, shown),
    ],
    totals: [
      ...(view.computed === null
        ? []
        : [{ label: t('quote:totals.computed_label'), value: shown(view.computed), strong: false }]),
      ...(view.adjustment === null
        ? []
        : [
            {
              label: t('quote:totals.pdf_adjustment', { vat }),
              value: shown(view.adjustment),
              strong: false,
            },
          ]),
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
    ],
    pageLabel: (page, count) => t('quote:pdf.page', { page, pages: count }),
  };
}
