import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PurchaseOrderItem } from '../../../src/domain/entities/purchase-order.schema';
import type { Language } from '../../../src/domain/enums';
import { uuidv7 } from '../../../src/domain/ids';
import {
  orderDocument,
  type OrderDocumentInput,
} from '../../../src/features/admin-projects/lib/order-document';
import { orderPdf, type OrderDocument } from '../../../src/features/admin-projects/lib/order-pdf';
import { demoBusinessSettings } from '../../../server/seed/business';
import { asWord, englishOnly, loose, readBack } from '../../support/pdf-text';
import { fixedT, readLocale } from '../support/documents';

const ts = {} as Record<Language, TFunction<'adminProjects'>>;
beforeAll(async () => {
  for (const lng of ['fr', 'en'] as const) ts[lng] = await fixedT(lng, ['adminProjects', 'common']);
});

const business = demoBusinessSettings({
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
});

/** `rooms` rooms of `perRoom` lines; line i costs (i + 1) × €12.34 at 20 %, every fifth at 5.5 %. */
function orderLines(rooms: number, perRoom: number): PurchaseOrderItem[] {
  return Array.from({ length: rooms }, (_, r) => {
    const roomId = uuidv7();
    return Array.from({ length: perRoom }, (_, i) => ({
      lineId: uuidv7(),
      roomId,
      roomName: `Pièce ${r + 1}`,
      furnitureId: uuidv7(),
      moduleId: null,
      name: `Fauteuil Élise ${r + 1}-${i + 1}`,
      sku: `EL-${r + 1}-${i + 1}`,
      quantity: 1 + (i % 3),
      unitPriceCents: (i + 1) * 1_234,
      clientUnitPriceCents: null,
      vatRateBp: i % 5 === 4 ? 550 : 2000,
      notes: i === 0 ? 'Livrer avant 10 h' : '',
      change: null,
    }));
  }).flat();
}

function input(
  lines: PurchaseOrderItem[],
  lng: Language,
  extra: Partial<OrderDocumentInput> = {},
): OrderDocumentInput {
  const euros = new Intl.NumberFormat(lng, { style: 'currency', currency: 'EUR' });
  const percent = new Intl.NumberFormat(lng, { style: 'percent', maximumFractionDigits: 2 });
  return {
    order: { number: 2, lines },
    version: 'Version 2',
    project: {
      name: 'Résidence Hélène',
      operationNumber: 'OP-2026-117',
      dates: { start: '2027-01-12', end: '2027-01-30', confirmed: false },
      estimatedDates: {
        delivery: '2027-01-08',
        intervention: '2027-01-12',
        warehousePreparation: '2027-01-05',
        deadline: null,
      },
      purchaseOrderComments: 'Monter par l’escalier B ; appeler la gardienne.',
      projectAccessNotes: 'Digicode 4821',
    },
    clientName: 'Hôtel Rivoli',
    deliveryLines: ['3 rue Hélène', '69002 Lyon', 'France'],
    supplierOf: (item) => ({ supplier: 'Atelier Nord', reference: `AN-${item.sku}` }),
    business,
    language: lng,
    t: ts[lng],
    formatMoney: (cents) => euros.format(cents / 100),
    formatRate: (bp) => percent.format(bp / 10_000),
    formatDate: (iso) => iso,
    ...extra,
  };
}

/** Every text the document prints. */
function printed(doc: OrderDocument): string[] {
  return [
    doc.title,
    ...doc.details.flat(),
    doc.delivery.heading,
    ...doc.delivery.lines,
    doc.comments?.heading ?? '',
    ...Object.values(doc.columns),
    ...doc.rooms.flatMap((room) => [room.subtotal.label, ...room.lines.map((line) => line.note)]),
    ...doc.totals.map((total) => total.label),
    doc.pageLabel(1, 2),
  ].filter((text) => text !== '');
}

describe('the order document', () => {
  it('prints each line at cost, its room’s subtotal and the totals: unit × units, VAT once per rate', () => {
    const doc = orderDocument(input(orderLines(2, 5), 'en'));
    const [first] = doc.rooms;
    // Line 2: 2 × €24.68; line 5: 2 × €61.70 at 5.5 %.
    expect(first?.lines[1]).toMatchObject({ quantity: '2', unit: '€24.68', total: '€49.36' });
    expect(first?.lines[0]).toMatchObject({
      name: 'Fauteuil Élise 1-1',
      note: 'Atelier Nord · Livrer avant 10 h',
      reference: 'EL-1-1',
      supplierReference: 'AN-EL-1-1',
    });
    // 12.34 + 49.36 + 111.06 + 49.36 + 123.40
    expect(first?.subtotal).toEqual({ label: 'Subtotal Pièce 1 excl. VAT', value: '€345.52' });
    expect(doc.totals).toEqual([
      { label: 'Total excl. VAT', value: '€691.04', strong: false },
      // 20 %: 2 rooms × (2.47 + 2 × 4.94 + 3 × 7.40 + 9.87); 5.5 %: 2 × 2 × 3.39
      { label: 'VAT 20%', value: '€88.84', strong: false },
      { label: 'VAT 5.5%', value: '€13.56', strong: false },
      { label: 'Total incl. VAT', value: '€793.44', strong: true },
    ]);
  });

  it('names the project, its operation, the delivery with its dates and the office’s comments', () => {
    const doc = orderDocument(input(orderLines(1, 1), 'en'));
    expect(doc.details).toEqual([
      ['Version', 'Version 2'],
      ['Project', 'Résidence Hélène'],
      ['Operation no.', 'OP-2026-117'],
      ['Client', 'Hôtel Rivoli'],
    ]);
    expect(doc.delivery.lines).toEqual([
      '3 rue Hélène',
      '69002 Lyon',
      'France',
      'Access notes: Digicode 4821',
      'Wished dates: 2027-01-12 to 2027-01-30',
      'Warehouse preparation (stock check): 2027-01-05',
      'Estimated delivery: 2027-01-08',
      'Estimated intervention: 2027-01-12',
    ]);
    expect(doc.comments).toEqual({
      heading: 'Purchase order comments',
      text: 'Monter par l’escalier B ; appeler la gardienne.',
    });
    const bare = orderDocument(
      input(orderLines(1, 1), 'en', {
        project: { ...input([], 'en').project, operationNumber: '', purchaseOrderComments: ' ' },
      }),
    );
    expect(bare.details[2]).toEqual(['Operation no.', 'Not numbered yet']);
    expect(bare.comments).toBeNull();
  });

  it('is all French for a French reader', () => {
    const texts = printed(orderDocument(input(orderLines(2, 5), 'fr')));
    const order = (lng: Language) => {
      const { pdf, totals, columns } = readLocale(lng, 'adminProjects').order as Record<
        string,
        Record<string, string>
      >;
      return { ...pdf, ...totals, ...columns };
    };
    const english = englishOnly(order('en'), order('fr'));
    expect(english).toContain('Total excl. VAT');
    for (const word of english)
      expect(
        texts.filter((text) => asWord(word).test(text)),
        word,
      ).toEqual([]);
    expect(texts).toContain('Total TTC');
  });
});

describe('the order PDF', () => {
  it('runs 12 rooms × 40 lines over numbered pages: every line, the identity, the comments and the totals read back', async () => {
    const doc = orderDocument(input(orderLines(12, 40), 'fr'));
    const { text, info } = readBack(await orderPdf(doc), 'order');
    const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
    expect(pages).toBeGreaterThan(10);
    expect(pages).toBeLessThan(40);
    expect(text).toContain(`Page ${pages} sur ${pages}`);
    expect(info).toMatch(/Title:\s+Bon de commande 2 – Résidence Hélène/);
    for (const line of [
      'Maison Ébène Aménagement',
      '12 rue des Ébénistes',
      'N° TVA FR32812345678',
      'OP-2026-117',
    ])
      expect(text).toContain(line);
    expect(text).toContain('Monter par l’escalier B');
    for (const line of doc.rooms.flatMap((room) => room.lines)) expect(text).toMatch(loose(line.name));
    for (const total of doc.totals) expect(text).toMatch(loose(`${total.label} ${total.value}`));
    // French figures' narrow spaces, which Roboto cannot draw, print as no-break spaces.
    expect(text).not.toContain('\u202f');
    // The column titles repeat on each page a room runs over, apart from one another.
    const heads = text
      .split('\n')
      .filter((line) => /Article\s+Référence\s+Réf\. fournisseur\s+Quantité/.test(line));
    expect(heads.length).toBeGreaterThanOrEqual(pages - 1);
  }, 60_000);
});
