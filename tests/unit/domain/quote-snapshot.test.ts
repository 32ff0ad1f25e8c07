import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { unitAmounts } from '../../../src/domain/pricing';
import type { QuoteSnapshot, SnapshotLine } from '../../../src/domain/quotes/quote-snapshot.schema';
import { quoteChanges, readQuoteChanges } from '../../../src/domain/quotes/snapshot-diff';
import { canonicalJson, quoteSnapshotHash } from '../../../src/domain/quotes/snapshot-hash';

describe('canonicalJson', () => {
  it('sorts keys at every depth, keeps array order, writes no spaces and leaves undefined out', () => {
    const value = { c: { y: -0.5, x: '«€»' }, b: [2, 'é', null], a: 1, skipped: undefined };
    expect(canonicalJson(value)).toBe('{"a":1,"b":[2,"é",null],"c":{"x":"«€»","y":-0.5}}');
    expect(canonicalJson({ a: 1, c: { x: '«€»', y: -0.5 }, b: [2, 'é', null] })).toBe(canonicalJson(value));
  });

  it('refuses what JSON cannot say', () => {
    expect(() => canonicalJson(() => 1)).toThrow(TypeError);
  });
});

const room = '01940000-0000-7000-8000-00000000a001';
const line = (id: string, quantity: number, unitCents: number): SnapshotLine => {
  const unit = unitAmounts(unitCents, 2000);
  return {
    id,
    furnitureId: '01940000-0000-7000-8000-00000000f001',
    moduleId: null,
    quantity,
    unit,
    amounts: {
      exclVatCents: unit.exclVatCents * quantity,
      vatCents: unit.vatCents * quantity,
      inclVatCents: unit.inclVatCents * quantity,
    },
    packId: null,
  };
};
const lineA = '01940000-0000-7000-8000-00000000b001';
const lineB = '01940000-0000-7000-8000-00000000b002';

function snapshot(lines: SnapshotLine[]): QuoteSnapshot {
  const total = lines.reduce(
    (sum, { amounts }) => ({
      exclVatCents: sum.exclVatCents + amounts.exclVatCents,
      vatCents: sum.vatCents + amounts.vatCents,
      inclVatCents: sum.inclVatCents + amounts.inclVatCents,
    }),
    { exclVatCents: 0, vatCents: 0, inclVatCents: 0 },
  );
  return {
    projectId: '01940000-0000-7000-8000-00000000c001',
    quoteNumber: 'Q-2026-0007',
    billingType: 'buy',
    rentMonths: null,
    rooms: [{ id: room, name: 'Séjour', copies: 1, lines, amounts: total }],
    packs: [],
    services: [],
    adjustment: null,
    vatRates: [{ vatRateBp: 2000, amounts: total }],
    total,
    monthly: null,
  };
}

/** The same value with every object's keys in reverse order. */
function keysReversed(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(keysReversed);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([key, member]) => [key, keysReversed(member)]),
  );
}

describe('quoteSnapshotHash', () => {
  it('is the SHA-256 of the canonical JSON in hex, whatever the key order', async () => {
    const signed = snapshot([line(lineA, 2, 10_000)]);
    const hash = await quoteSnapshotHash(signed);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    const reordered = keysReversed(signed) as QuoteSnapshot;
    expect(await quoteSnapshotHash(reordered)).toBe(hash);
    expect(await quoteSnapshotHash(snapshot([line(lineA, 3, 10_000)]))).not.toBe(hash);
  });

  it('equals a digest computed outside Web Crypto (node:crypto over the canonical text)', async () => {
    const signed = snapshot([line(lineA, 2, 10_000)]);
    const expected = createHash('sha256').update(canonicalJson(signed), 'utf8').digest('hex');
    expect(await quoteSnapshotHash(signed)).toBe(expected);
  });
});

describe('quoteChanges', () => {
  const signed = snapshot([line(lineA, 2, 10_000), line(lineB, 1, 5_000)]);

  it('is empty for the same quote', () => {
    expect(quoteChanges(signed, structuredClone(signed))).toEqual([]);
  });

  it('names a quantity, a price, a line removed and a line added, then the total', () => {
    const current = snapshot([line(lineA, 4, 12_000), line('01940000-0000-7000-8000-00000000b003', 1, 900)]);
    const ref = { room: 'Séjour', furnitureId: '01940000-0000-7000-8000-00000000f001', moduleId: null };
    expect(quoteChanges(signed, current)).toEqual([
      { type: 'quantity', ...ref, signed: 2, current: 4 },
      { type: 'price', ...ref, signed: unitAmounts(10_000, 2000), current: unitAmounts(12_000, 2000) },
      { type: 'line_removed', ...ref, quantity: 1 },
      { type: 'line_added', ...ref, quantity: 1 },
      { type: 'other', part: 'rooms' },
      { type: 'other', part: 'vatRates' },
      { type: 'total', signed: signed.total, current: current.total },
    ]);
  });

  it('names a change outside the lines, such as a new quote number', () => {
    expect(quoteChanges(signed, { ...signed, quoteNumber: 'Q-2026-0008' })).toEqual([
      { type: 'other', part: 'quoteNumber' },
    ]);
  });

  it('reads back from a refusal detail, and nothing from any other text', () => {
    const changes = quoteChanges(signed, { ...signed, billingType: 'rent', rentMonths: 28 });
    expect(readQuoteChanges(JSON.stringify({ changes }))).toEqual(changes);
    expect(readQuoteChanges('project 123 not found')).toBeNull();
  });
});
