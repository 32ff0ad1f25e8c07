import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../../src/domain/enums';
import type { ProjectDraft } from '../../../src/features/projects/hooks/use-project-draft';
import { projectFinance } from '../../../src/features/projects/components/detail/finance';
import {
  rentalAgreementDocument,
  type RentalAgreementInput,
} from '../../../src/features/projects/components/detail/rental-agreement-document';
import { quoteView } from '../../../src/features/projects/components/quote/quote-view';
import {
  rentalAgreementPdf,
  type RentalAgreementDocument,
} from '../../../src/features/projects/lib/rental-agreement-pdf';
import { clientMultiplierOf } from '../../../src/features/projects/lib/draft-totals';
import { demoBusinessSettings } from '../../../server/seed/business';
import { asWord, englishOnly, loose, readBack } from '../../support/pdf-text';
import { fixedT, readLocale } from '../support/documents';
import { quoteDraft } from './quote-fixture';

const ts = {} as Record<Language, TFunction<'projectDetail'>>;

beforeAll(async () => {
  for (const lng of ['fr', 'en'] as const)
    ts[lng] = await fixedT(lng, ['projectDetail', 'quote', 'projects', 'common']);
});

const business = demoBusinessSettings({
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
});

/** A rented draft with services, so the rent holds more than the furniture. */
function rentedDraft(rooms = 3, perRoom = 4): ProjectDraft {
  return quoteDraft(rooms, perRoom, {
    billingType: 'rent',
    options: ['assembly', 'cleaning'],
    dates: { start: '2027-02-01', end: null, confirmed: false },
  });
}

function input(
  draft: ProjectDraft,
  lng: Language,
  extra: Partial<RentalAgreementInput> = {},
): RentalAgreementInput {
  const euros = new Intl.NumberFormat(lng, { style: 'currency', currency: 'EUR' });
  return {
    view: quoteView(draft, new Map()),
    preference: 'vatIncluded',
    project: draft.project,
    deliveryLines: ['3 rue Hélène', '69002 Lyon', 'France'],
    lessee: { name: draft.client?.name ?? '', lines: ['1 place Bellecour', 'contact@sgh.test'], logo: null },
    business,
    date: '23/11/2026',
    language: lng,
    thumbnails: new Map(),
    t: ts[lng],
    formatMoney: (cents) => euros.format(cents / 100),
    formatDate: (iso) => iso.slice(0, 10),
    ...extra,
  };
}

function agreement(draft: ProjectDraft, lng: Language, extra: Partial<RentalAgreementInput> = {}) {
  const doc = rentalAgreementDocument(input(draft, lng, extra));
  if (doc === null) throw new Error('a rented draft has an agreement');
  return doc;
}

/** What the financial and agreement tabs show, from the same pricing module. */
function financeOf(draft: ProjectDraft) {
  return projectFinance({
    project: draft.project,
    clientMultiplier: clientMultiplierOf(draft),
    rentMonths: draft.rentMonths,
    rooms: draft.rooms,
    lines: draft.lines,
    serviceRates: draft.serviceRates,
  });
}

/** Every text the agreement prints, for a check over all of them. */
function printed(doc: RentalAgreementDocument): string[] {
  return [
    doc.title,
    doc.lessor.heading,
    doc.lessee.heading,
    doc.premises.heading,
    ...doc.details.flat(),
    doc.furnishing.heading,
    ...Object.values(doc.furnishing.columns),
    doc.rent.heading,
    ...doc.rent.rows.flatMap((row) => [row.label, row.value]),
    doc.terms?.heading ?? '',
    doc.terms?.text ?? '',
    doc.signatures.heading,
    doc.signatures.intro,
    doc.signatures.nameLabel,
    doc.signatures.dateLabel,
    doc.signatures.signatureLabel,
    doc.pageLabel(1, 2),
  ].filter((text) => text !== '');
}

describe('the rental agreement document', () => {
  it('states the monthly rent, the duration and the total of the pricing module, as the tabs show them', () => {
    const draft = rentedDraft();
    const finance = financeOf(draft);
    const monthly = finance.payable.monthly!;
    const euros = input(draft, 'en').formatMoney;
    const rows = new Map(agreement(draft, 'en').rent.rows.map((row) => [row.label, row.value]));
    expect(Object.fromEntries(rows)).toEqual({
      'Monthly rent excl. VAT': euros(monthly.exclVatCents),
      'Monthly rent incl. VAT': euros(monthly.inclVatCents),
      Duration: '28 months',
      Start: '2027-02-01',
      'Total over the rental excl. VAT': euros(finance.payable.total.exclVatCents),
      'Total over the rental incl. VAT': euros(finance.payable.total.inclVatCents),
    });
    // The services are part of the rent, so they are listed with the furniture.
    const sections = agreement(draft, 'en').furnishing.sections;
    expect(sections.map((section) => section.heading)).toContain(ts.en('quote:services.label'));
    expect(sections.flatMap((section) => section.lines.map((line) => line.name))).toContain(
      'Lit double « Élégance »',
    );
  });

  it('names both parties, the lessor from the business settings, each with a signature block', () => {
    const doc = agreement(rentedDraft(), 'fr');
    expect(doc.lessor.name).toBe('Maison Ébène Aménagement');
    expect(doc.lessor.lines).toContain('N° TVA FR32812345678');
    expect(doc.lessor.lines).toContain(business.companyNumber);
    expect(doc.lessee.name).toBe('Société Générale d’Hôtellerie');
    expect(doc.signatures.signers).toEqual([
      { heading: 'Bailleur', name: 'Maison Ébène Aménagement', signed: null },
      { heading: 'Locataire', name: 'Société Générale d’Hôtellerie', signed: null },
    ]);
    expect(doc.signatures.fingerprint).toBeNull();
  });

  it('prints the lessee’s signature of the quote of the same rent: who signed, when, and the quote’s fingerprint', () => {
    const hash = 'ab'.repeat(32);
    const signaturePng = 'data:image/png;base64,iVBORw0KGgo=';
    const doc = agreement(rentedDraft(), 'fr', {
      acceptance: { name: 'Claire Dubois', signedAt: '2026-11-20T10:00:00.000Z', signaturePng, hash },
    });
    expect(doc.signatures.signers[0].signed).toBeNull();
    expect(doc.signatures.signers[1]).toEqual({
      heading: 'Locataire',
      name: 'Claire Dubois',
      signed: { date: '2026-11-20', signaturePng },
    });
    expect(doc.signatures.fingerprint).toBe(`Empreinte du devis signé : ${hash}`);
    expect(doc.signatures.intro).toBe(ts.fr('projectDetail:agreement.pdf.signatures_intro_signed'));
  });

  it('prints the rental terms of the reader’s language, and no English label in French', () => {
    expect(agreement(rentedDraft(), 'en').terms?.text).toBe(business.rentalTerms.en);
    const french = agreement(rentedDraft(), 'fr');
    expect(french.terms?.text).toBe(business.rentalTerms.fr);
    const labels = englishOnly(
      (readLocale('en', 'projectDetail').agreement as { pdf: Record<string, string> }).pdf,
      (readLocale('fr', 'projectDetail').agreement as { pdf: Record<string, string> }).pdf,
    );
    const texts = printed(french);
    for (const english of labels)
      expect(
        texts.filter((text) => asWord(english).test(text)),
        english,
      ).toEqual([]);
  });

  it('leaves the terms out while the office wrote none, and has no agreement for a bought project', () => {
    const unwritten = { ...business, rentalTerms: { en: '', fr: '' } };
    expect(agreement(rentedDraft(), 'en', { business: unwritten }).terms).toBeNull();
    expect(rentalAgreementDocument(input(quoteDraft(1, 2), 'en'))).toBeNull();
  });
});

describe('the rental agreement PDF', () => {
  it('reads back with the parties, the rent, the terms and both signature blocks, on numbered pages', async () => {
    const draft = rentedDraft(6, 10);
    const doc = agreement(draft, 'fr');
    const { text, info } = readBack(await rentalAgreementPdf(doc), 'agreement');
    const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
    expect(text).toContain(`Page ${pages} sur ${pages}`);
    expect(info).toMatch(/Title:\s+Contrat de location de mobilier – Résidence Hélène/);
    for (const line of ['Maison Ébène Aménagement', 'N° TVA FR32812345678', 'Société Générale d’Hôtellerie'])
      expect(text).toContain(line);
    for (const row of doc.rent.rows) expect(text).toMatch(loose(`${row.label} ${row.value}`));
    for (const clause of business.rentalTerms.fr.split('\n'))
      expect(text).toMatch(loose(clause.slice(0, 60)));
    expect(text).toMatch(/Signatures/);
    expect(text).toMatch(/Bailleur\s+Locataire/);
    expect(text.match(/Signature\b/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
  }, 60_000);
});
