import { readFileSync } from 'node:fs';
import path from 'node:path';
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { VatPreference } from '../../../src/domain/enums';
import { quoteTotals } from '../../../src/domain/pricing';
import { quoteDocument } from '../../../src/features/projects/components/quote/quote-document';
import { quoteView } from '../../../src/features/projects/components/quote/quote-view';
import { quotePdf } from '../../../src/features/projects/lib/quote-pdf';
import { pdfString, winAnsiBytes } from '../../../src/features/projects/lib/quote-pdf/win-ansi';
import { quoteDraft } from './quote-fixture';

const localesDir = path.resolve(import.meta.dirname, '../../../public/locales');
let t: TFunction<'quote'>;

beforeAll(async () => {
  const instance = i18next.createInstance();
  const resources = Object.fromEntries(
    ['quote', 'projects', 'common'].map((ns) => [
      ns,
      JSON.parse(readFileSync(path.join(localesDir, 'fr', `${ns}.json`), 'utf8')),
    ]),
  );
  await instance.init({ lng: 'fr', resources: { fr: resources }, interpolation: { escapeValue: false } });
  t = instance.getFixedT('fr', 'quote');
});

const euros = new Intl.NumberFormat('fr', { style: 'currency', currency: 'EUR' });
const formatMoney = (cents: number) => euros.format(cents / 100);
const percent = new Intl.NumberFormat('fr', { style: 'percent', maximumFractionDigits: 2 });
const formatRate = (vatRateBp: number) => percent.format(vatRateBp / 10_000);

function pdfOf(draft: ReturnType<typeof quoteDraft>, preference: VatPreference = 'vatIncluded'): string {
  const bytes = quotePdf(
    quoteDocument({
      view: quoteView(draft, new Map()),
      preference,
      projectName: draft.project.name,
      clientName: draft.client?.name ?? '',
      date: '23 nov. 2026',
      validity: t('validity.from_submission'),
      t,
      formatMoney,
      formatRate,
    }),
  );
  // Latin-1 maps each byte to one character: string offsets are byte offsets.
  return Buffer.from(bytes).toString('latin1');
}

/**
 * The Windows-1252 characters of 0x80–0x9F these documents use, written out here rather than taken
 * from the encoder under test (Node's TextDecoder reads this range as Latin-1 control codes).
 */
const windows1252: Record<number, string> = { 0x80: '€', 0x85: '…', 0x92: '’', 0x96: '–', 0x9c: 'œ' };

/** The texts a reader sees: every string shown with Tj, decoded from WinAnsi. */
function shownTexts(pdf: string): string[] {
  return [...pdf.matchAll(/\(((?:\\[0-7]{3}|\\.|[^\\)])*)\) Tj/g)].map(([, body = '']) => {
    const bytes: number[] = [];
    for (let i = 0; i < body.length; i++) {
      if (body[i] !== '\\') bytes.push(body.charCodeAt(i));
      else if (/[0-7]{3}/.test(body.slice(i + 1, i + 4))) {
        bytes.push(parseInt(body.slice(i + 1, i + 4), 8));
        i += 3;
      } else bytes.push(body.charCodeAt(++i));
    }
    return bytes.map((byte) => windows1252[byte] ?? String.fromCharCode(byte)).join('');
  });
}

/** Intl's French amounts as the PDF holds them. */
function asInPdf(text: string): string {
  return text.replaceAll('\u202f', '\u00a0');
}

describe('the quote PDF', () => {
  it('is a PDF whose cross-reference table points at each object', () => {
    const pdf = pdfOf(quoteDraft(2, 3));
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    const xrefAt = Number(/startxref\n(\d+)\n%%EOF/.exec(pdf)?.[1]);
    expect(pdf.slice(xrefAt, xrefAt + 5)).toBe('xref\n');
    const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(pdf.slice(xrefAt)) ?? [];
    expect(Number(first)).toBe(0);
    const entries = pdf
      .slice(xrefAt)
      .split('\n')
      .slice(2, 2 + Number(count));
    expect(entries[0]).toBe('0000000000 65535 f ');
    entries.slice(1).forEach((entry, index) => {
      const offset = Number(entry.slice(0, 10));
      expect(pdf.slice(offset, offset + 12)).toMatch(new RegExp(`^${index + 1} 0 obj\n`));
    });
    expect(pdf).toMatch(new RegExp(`trailer\n<< /Size ${count} /Root 1 0 R`));
  });

  it('gives each content stream its exact length', () => {
    const pdf = pdfOf(quoteDraft(3, 10));
    const streams = [...pdf.matchAll(/<< \/Length (\d+) >>\nstream\n/g)];
    expect(streams.length).toBeGreaterThan(0);
    for (const match of streams) {
      const start = (match.index ?? 0) + match[0].length;
      expect(pdf.slice(start + Number(match[1]), start + Number(match[1]) + 10)).toBe('\nendstream');
    }
  });

  it('runs a big project over many pages, each numbered, every line written once', () => {
    const pdf = pdfOf(quoteDraft(20, 50));
    const count = Number(/\/Type \/Pages \/Kids \[[^\]]*\] \/Count (\d+)/.exec(pdf)?.[1]);
    expect(count).toBeGreaterThan(20);
    expect(pdf.match(/\/Type \/Page /g)).toHaveLength(count);
    const texts = shownTexts(pdf);
    expect(texts).toContain(`Page ${count} sur ${count}`);
    expect(texts.filter((text) => text.startsWith('Chambre n° '))).toHaveLength(20);
    // Lines 1, 5, …, 49 of each room hold this item.
    expect(texts.filter((text) => text === 'Étagère chêne massif')).toHaveLength(20 * 13);
  });

  it('writes the totals of the shared pricing code, excl. and incl. VAT, in French with its accents', () => {
    const draft = quoteDraft(4, 7);
    const totals = quoteTotals({
      lines: draft.lines,
      rooms: draft.rooms,
      clientMultiplier: 1.5,
      vatRateBp: draft.project.vatRateBp,
      billingType: 'buy',
      rentMonths: 28,
    });
    const texts = shownTexts(pdfOf(draft));
    expect(texts).toContain('Devis – Résidence Hélène');
    expect(texts).toContain('Société Générale d’Hôtellerie');
    expect(texts).toContain('Lit double « Élégance »');
    expect(texts).toContain('Chaise œuvre');
    // The totals close the document (the column heads say "Total TTC" too).
    expect(texts[texts.lastIndexOf('Total HT') + 1]).toBe(asInPdf(formatMoney(totals.total.exclVatCents)));
    expect(texts[texts.lastIndexOf('Total TTC') + 1]).toBe(asInPdf(formatMoney(totals.total.inclVatCents)));
    expect(texts.some((text) => text.includes('€'))).toBe(true);
  });

  it('cuts a name too long for its column with an ellipsis', () => {
    const draft = quoteDraft(1, 1);
    const [id, furniture] = [...draft.furniture][0] ?? [];
    if (!id || !furniture) throw new Error('the fixture has furniture');
    const long = 'Bibliothèque modulable '.repeat(9);
    const texts = shownTexts(pdfOf({ ...draft, furniture: new Map([[id, { ...furniture, name: long }]]) }));
    const cut = texts.find((text) => text.startsWith('Bibliothèque modulable'));
    expect(cut?.endsWith('…')).toBe(true);
    expect(cut?.length).toBeLessThan(long.length);
  });

  it('lists the chosen services after the rooms, each with how its figure is made, in the total', () => {
    // The fixture's prices: assembly 45.00 per room (rooms of 1 and 2 copies: 3), packaging included.
    const draft = quoteDraft(2, 1, { options: ['packaging_removal', 'assembly'] });
    const texts = shownTexts(pdfOf(draft, 'vatExcluded'));
    expect(texts).toContain('Services');
    // Each line writes its name, quantity, unit and total: the services leave the middle two empty.
    const services = texts.slice(texts.indexOf('Services'), texts.lastIndexOf('Total HT'));
    expect(services.filter((text) => text !== '')).toEqual([
      'Services',
      'Montage',
      asInPdf(formatMoney(13_500)),
      asInPdf(`${formatMoney(4_500)} par pièce × 3 pièces`),
      'Évacuation des emballages',
      'Inclus',
      asInPdf(t('totals.pdf_vat_rate', { rate: formatRate(2000) })),
      expect.any(String),
    ]);
    const bare = shownTexts(pdfOf(quoteDraft(2, 1), 'vatExcluded'));
    const total = (all: string[]) => all[all.lastIndexOf('Total HT') + 1]!;
    expect(total(texts)).toBe(asInPdf(formatMoney(quoteView(draft, new Map()).total.exclVatCents)));
    expect(total(texts)).not.toBe(total(bare));
  });

  it('leads a rental with the month over the set months, after the computed price the office replaced, with its reason', () => {
    // 100,800 over the business's 24 months is 4,200 a month, 5,040 with VAT.
    const draft = {
      ...quoteDraft(2, 2, {
        clientPriceOverrideCents: 100_800,
        clientPriceReason: 'Forfait négocié',
        billingType: 'rent',
      }),
      rentMonths: 24,
    };
    const texts = shownTexts(pdfOf(draft, 'vatExcluded'));
    expect(texts[texts.indexOf('Prix ajusté') + 1]).toBe('Forfait négocié');
    const monthly = texts.indexOf('Par mois sur 24 mois HT');
    expect(texts[monthly + 1]).toBe(asInPdf(formatMoney(4200)));
    expect(texts[texts.indexOf('Par mois sur 24 mois TTC') + 1]).toBe(asInPdf(formatMoney(5040)));
    const rental = texts.indexOf('Total sur la durée de location HT');
    expect(texts[rental + 1]).toBe(asInPdf(formatMoney(100_800)));
    expect(texts[texts.indexOf('Total sur la durée de location TTC') + 1]).toBe(
      asInPdf(formatMoney(5040 * 24)),
    );
    expect(monthly).toBeGreaterThan(texts.indexOf('Prix calculé :'));
    expect(rental).toBeGreaterThan(monthly);
  });
});

describe('WinAnsi text', () => {
  it('encodes French accents, the euro sign and ligatures as their Windows-1252 bytes', () => {
    expect(winAnsiBytes('é€œÉ')).toEqual([0xe9, 0x80, 0x9c, 0xc9]);
    expect(winAnsiBytes('1\u202f234,50\u00a0€')).toEqual([
      0x31, 0xa0, 0x32, 0x33, 0x34, 0x2c, 0x35, 0x30, 0xa0, 0x80,
    ]);
    expect(winAnsiBytes('日')).toEqual([0x3f]);
  });

  it('escapes delimiters and writes bytes above ASCII in octal', () => {
    expect(pdfString('a(b)\\é')).toBe('(a\\(b\\)\\\\\\351)');
  });
});
