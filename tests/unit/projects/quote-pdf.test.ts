import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Language, VatPreference } from '../../../src/domain/enums';
import { quoteTotals } from '../../../src/domain/pricing';
import {
  quoteDocument,
  type QuoteDocumentInput,
} from '../../../src/features/projects/components/quote/quote-document';
import { quoteView } from '../../../src/features/projects/components/quote/quote-view';
import { quotePdf, type QuoteDocument } from '../../../src/features/projects/lib/quote-pdf';
import { demoBusinessSettings } from '../../../server/seed/business';
import { asWord, englishOnly, loose, readBack as readPdf } from '../../support/pdf-text';
import { fixedT, readLocale } from '../support/documents';
import { quoteDraft } from './quote-fixture';

const ts = {} as Record<Language, TFunction<'quote'>>;

beforeAll(async () => {
  for (const lng of ['fr', 'en'] as const) ts[lng] = await fixedT(lng, ['quote', 'projects', 'common']);
});

const business = demoBusinessSettings({
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
});
/** A 1×1 grey JPEG, as the device's thumbnails are. */
const jpeg =
  'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==';

/** The draft with a picture for each item, as the catalogue has them. */
function withPictures(draft: ReturnType<typeof quoteDraft>): ReturnType<typeof quoteDraft> {
  const furniture = new Map(
    [...draft.furniture].map(([id, item]) => [id, { ...item, images: [`https://images.test/${id}.jpg`] }]),
  );
  return { ...draft, furniture };
}

function input(
  draft: ReturnType<typeof quoteDraft>,
  lng: Language,
  extra: Partial<QuoteDocumentInput> = {},
): QuoteDocumentInput {
  const t = ts[lng];
  const euros = new Intl.NumberFormat(lng, { style: 'currency', currency: 'EUR' });
  const percent = new Intl.NumberFormat(lng, { style: 'percent', maximumFractionDigits: 2 });
  const view = quoteView(draft, new Map());
  const pictures = view.rooms.flatMap((room) => room.lines.map((line) => line.picture));
  return {
    view,
    preference: 'vatIncluded' satisfies VatPreference,
    project: draft.project,
    deliveryLines: ['3 rue Hélène', '69002 Lyon', 'France'],
    client: { name: draft.client?.name ?? '', lines: ['1 place Bellecour'], logo: null },
    business,
    quoteNumber: '',
    date: '23/11/2026',
    validity: t('validity.from_submission'),
    language: lng,
    // Half the pictures are on the device; the others print a placeholder.
    thumbnails: new Map(
      [...new Set(pictures.filter((url) => url !== null))]
        .filter((_, i) => i % 2 === 0)
        .map((url) => [url, jpeg]),
    ),
    t,
    formatMoney: (cents) => euros.format(cents / 100),
    formatRate: (bp) => percent.format(bp / 10_000),
    formatDate: (iso) => iso.slice(0, 10),
    ...extra,
  };
}

async function readBack(doc: QuoteDocument): Promise<{ text: string; info: string }> {
  return readPdf(await quotePdf(doc), 'quote');
}

/** Every text a document prints, for a check over all of them. */
function printed(doc: QuoteDocument): string[] {
  return [
    doc.title,
    doc.client.heading,
    doc.client.name,
    doc.delivery.heading,
    ...doc.details.flat(),
    ...Object.values(doc.columns),
    ...doc.sections.flatMap((section) => [
      section.heading,
      section.subtotal?.label ?? '',
      ...section.lines.flatMap((line) => [line.name, line.note]),
    ]),
    ...doc.totals.map((total) => total.label),
    doc.terms?.heading ?? '',
    doc.terms?.text ?? '',
    ...Object.values(doc.acceptance).filter((value) => typeof value === 'string'),
    doc.pageLabel(1, 2),
  ].filter((text) => text !== '');
}

/** The English texts of the quote's PDF labels, which a French document must not print. */
function englishLabels(): string[] {
  return englishOnly(
    readLocale('en', 'quote').pdf as Record<string, string>,
    readLocale('fr', 'quote').pdf as Record<string, string>,
  );
}

describe('the quote document', () => {
  it('prints the figures of the pricing module: room subtotals, VAT and totals', () => {
    const draft = quoteDraft(4, 7);
    const doc = quoteDocument(input(draft, 'fr', { preference: 'vatExcluded' }));
    const totals = quoteTotals({
      lines: draft.lines,
      rooms: draft.rooms,
      clientMultiplier: 1.5,
      vatRateBp: draft.project.vatRateBp,
      billingType: 'buy',
      rentMonths: 28,
    });
    const view = quoteView(draft, new Map());
    const money = input(draft, 'fr').formatMoney;
    const byLabel = new Map(doc.totals.map((total) => [total.label, total.value]));
    expect(byLabel.get('Total HT')).toBe(money(totals.total.exclVatCents));
    expect(byLabel.get('Total TTC')).toBe(money(totals.total.inclVatCents));
    const rooms = doc.sections.filter((section) => section.subtotal !== null);
    expect(rooms.map((room) => room.subtotal?.value)).toEqual(
      view.rooms.map((room) => money(room.total.exclVatCents)),
    );
    expect(doc.sections.every((section) => section.lines.length > 0)).toBe(true);
  });

  it('is provisional before the server numbers it, and prints the number once given', () => {
    const draft = quoteDraft(1, 2);
    const provisional = quoteDocument(input(draft, 'en'));
    expect(provisional.title).toBe('Provisional quote');
    expect(provisional.details[0]).toEqual(['Quote no.', 'Provisional (numbered on submission)']);
    expect(provisional.fileTitle).toBe('Provisional quote – Résidence Hélène');
    const numbered = quoteDocument(input(draft, 'en', { quoteNumber: 'D-2026-0042' }));
    expect(numbered.title).toBe('Quote D-2026-0042');
    expect(numbered.details[0]).toEqual(['Quote no.', 'D-2026-0042']);
  });

  it('is all French for a French reader, the business’s French terms included', () => {
    const doc = quoteDocument(input(quoteDraft(2, 3, { options: ['assembly'] }), 'fr', { client: null }));
    const texts = printed(doc);
    expect(doc.client.name).toBe('Particulier');
    expect(doc.terms?.text).toBe(business.paymentTerms.fr);
    for (const english of englishLabels())
      expect(
        texts.filter((text) => asWord(english).test(text)),
        english,
      ).toEqual([]);
  });

  it('embeds each picture the device has once, and leaves a placeholder for the others', () => {
    const doc = quoteDocument(input(withPictures(quoteDraft(3, 4)), 'en'));
    const lines = doc.sections.flatMap((section) => section.lines);
    // The fixture's lines share a few items: each picture once, however many lines show it.
    expect(Object.keys(doc.images).length).toBeLessThan(lines.filter((line) => line.picture).length);
    expect(lines.some((line) => line.picture === null)).toBe(true);
    expect(lines.some((line) => line.picture !== null && doc.images[line.picture!] === jpeg)).toBe(true);
  });

  it('prints the signature, its name, date and hash once signed', () => {
    const signaturePng =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
    const doc = quoteDocument(
      input(quoteDraft(1, 1), 'en', {
        acceptance: {
          name: 'Hélène Dubois',
          signedAt: '2026-11-24T10:00:00Z',
          signaturePng,
          hash: 'ab12cd34',
        },
      }),
    );
    expect(doc.acceptance.signed?.name).toBe('Hélène Dubois');
    expect(doc.acceptance.signedDate).toBe('2026-11-24');
  });
});

describe('the quote PDF', () => {
  it('runs 20 rooms × 50 lines over numbered pages, every line, the business and the totals read back', async () => {
    const draft = withPictures(quoteDraft(20, 50));
    const doc = quoteDocument(input(draft, 'fr'));
    const { text, info } = await readBack(doc);
    const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
    expect(pages).toBeGreaterThan(20);
    // About 30 lines a page: a row that cannot be placed would run to hundreds.
    expect(pages).toBeLessThan(60);
    expect(text).toContain(`Page ${pages} sur ${pages}`);
    expect(info).toMatch(/Title:\s+Devis provisoire – Résidence Hélène/);
    for (const line of ['Maison Ébène Aménagement', '12 rue des Ébénistes', 'N° TVA FR32812345678'])
      expect(text).toContain(line);
    for (const name of new Set(doc.sections.flatMap((section) => section.lines.map((line) => line.name))))
      expect(text).toContain(name);
    for (const total of doc.totals) expect(text).toMatch(loose(`${total.label} ${total.value}`));
    expect(text).toContain('Acceptation du devis');
    expect(text).toContain(business.paymentTerms.fr.slice(0, 40));
  }, 60_000);

  it('writes the column titles apart, on their own line, in a rental', async () => {
    const draft = quoteDraft(1, 2, { billingType: 'rent' });
    const { text } = await readBack(quoteDocument(input(draft, 'en')));
    const head = text.split('\n').find((line) => line.includes('Item'));
    expect(head, text).toMatch(
      /Item\s+Quantity\s+Unit\s\/\smonth\sincl\.\sVAT\s+Total\s\/\smonth\sincl\.\sVAT$/,
    );
  }, 30_000);
});
