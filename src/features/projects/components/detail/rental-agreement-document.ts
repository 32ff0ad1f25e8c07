import type { TFunction } from 'i18next';
import type { BusinessSettings } from '../../../../domain/entities/business-settings.schema';
import type { Project } from '../../../../domain/entities/project.schema';
import type { Language, VatPreference } from '../../../../domain/enums';
import { shownAmount, type Amounts } from '../../../../domain/pricing';
import { vatLabelKeys } from '../../../../i18n/project-labels';
import { businessFooter, businessParty } from '../../../../lib/pdf/business-party';
import type { DocumentParty } from '../../../../lib/pdf/document-parts';
import type { RentalAgreementDocument } from '../../lib/rental-agreement-pdf';
import type { QuoteAcceptance } from '../../lib/quote-pdf';
import { documentPictures, quoteColumns, quoteSections, type Shown } from '../quote/quote-document';
import type { QuoteView } from '../quote/quote-view';

export interface RentalAgreementInput {
  /** The quote's figures, from the pricing module: the agreement prints the rent the quote states. */
  view: QuoteView;
  preference: VatPreference;
  project: Pick<Project, 'name' | 'dates'>;
  /** Where the furniture is installed, as printed lines (country named in the reader's language). */
  deliveryLines: readonly string[];
  /** The client as printed; null when its row is not on the device. */
  lessee: DocumentParty | null;
  /** The client's signature of the quote this rent is, when the quote still stands as signed. */
  acceptance?: QuoteAcceptance;
  business: BusinessSettings | undefined;
  /** Today's date, formatted. */
  date: string;
  language: Language;
  /** The pictures the device could draw, by their address, as data URLs. */
  thumbnails: ReadonlyMap<string, string>;
  t: TFunction<'projectDetail'>;
  formatMoney: (cents: number) => string;
  formatDate: (isoDate: string) => string;
}

/** The rent in both VAT views, the month first, then its duration and start, then the whole rental. */
function rentRows(input: RentalAgreementInput, monthly: Amounts): RentalAgreementDocument['rent']['rows'] {
  const { view, t, formatMoney, project } = input;
  const both = (
    key: 'projectDetail:agreement.pdf.monthly' | 'projectDetail:agreement.pdf.total',
    amounts: Amounts,
  ) =>
    (['vatExcluded', 'vatIncluded'] as const).map((vat) => ({
      label: t(key, { vat: t(vatLabelKeys[vat]) }),
      value: formatMoney(vat === 'vatIncluded' ? amounts.inclVatCents : amounts.exclVatCents),
      strong: vat === 'vatIncluded',
    }));
  const start = project.dates.start;
  return [
    ...both('projectDetail:agreement.pdf.monthly', monthly),
    {
      label: t('projectDetail:agreement.pdf.duration'),
      value: t('projectDetail:agreement.pdf.months', { count: view.rentMonths }),
      strong: false,
    },
    {
      label: t('projectDetail:agreement.pdf.start'),
      value: start === null ? t('projectDetail:agreement.pdf.start_unknown') : input.formatDate(start),
      strong: false,
    },
    ...both('projectDetail:agreement.pdf.total', view.total),
  ];
}

/**
 * The agreement's texts in the reader's language, its furniture and rent from the same view as the
 * quote; null for a bought project, which has no rent to agree on.
 */
export function rentalAgreementDocument(input: RentalAgreementInput): RentalAgreementDocument | null {
  const { view, preference, t, formatMoney } = input;
  if (view.monthly === null) return null;
  const shown: Shown = (amounts) => formatMoney(shownAmount(amounts, preference));
  const { images, pictureKey } = documentPictures(input.thumbnails);
  const seller = businessParty(input.business, t);
  const lessee = input.lessee ?? { name: t('projectDetail:not_set'), lines: [], logo: null };
  // The header's column holds a short title; the file's metadata the full one.
  const title = t('projectDetail:agreement.pdf.title');
  const terms = input.business?.rentalTerms[input.language] ?? '';
  const signed = input.acceptance ?? null;
  return {
    fileTitle: t('projectDetail:agreement.pdf.file_title', {
      title: t('projectDetail:agreement.title'),
      name: input.project.name,
    }),
    language: input.language,
    title,
    seller,
    details: [
      [t('projectDetail:agreement.pdf.project'), input.project.name],
      [t('projectDetail:agreement.pdf.date'), input.date],
    ],
    lessor: { heading: t('projectDetail:agreement.lessor'), ...seller },
    lessee: { heading: t('projectDetail:agreement.lessee'), ...lessee },
    premises: { heading: t('projectDetail:agreement.premises'), lines: input.deliveryLines },
    furnishing: {
      heading: t('projectDetail:agreement.furnishing'),
      columns: quoteColumns(view, preference, t),
      sections: quoteSections(view, t, shown, pictureKey),
    },
    rent: { heading: t('projectDetail:agreement.terms'), rows: rentRows(input, view.monthly) },
    terms: terms === '' ? null : { heading: t('projectDetail:agreement.pdf.terms'), text: terms },
    signatures: {
      heading: t('projectDetail:agreement.pdf.signatures'),
      intro: t(
        signed === null
          ? 'projectDetail:agreement.pdf.signatures_intro'
          : 'projectDetail:agreement.pdf.signatures_intro_signed',
      ),
      nameLabel: t('projectDetail:agreement.pdf.name'),
      dateLabel: t('projectDetail:agreement.pdf.signed_date'),
      signatureLabel: t('projectDetail:agreement.pdf.signature'),
      fingerprint: signed === null ? null : t('projectDetail:agreement.pdf.hash', { hash: signed.hash }),
      signers: [
        { heading: t('projectDetail:agreement.lessor'), name: seller.name, signed: null },
        {
          heading: t('projectDetail:agreement.lessee'),
          name: signed?.name ?? lessee.name,
          signed:
            signed === null
              ? null
              : { date: input.formatDate(signed.signedAt), signaturePng: signed.signaturePng },
        },
      ],
    },
    footer: businessFooter(seller, input.business),
    pageLabel: (page, count) => t('common:documents.page', { page, pages: count }),
    images,
  };
}
