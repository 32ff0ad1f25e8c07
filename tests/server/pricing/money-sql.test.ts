import { sql, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMultiplier, roundDiv } from '../../../src/domain/pricing';
import type { Database } from '../../../server/db/client';
import { applyMultiplierSql, roundDivSql } from '../../../server/sync/money-sql';
import { rowsOf, toNumber } from '../../../server/sync/sql-rows';
import { createTestDatabase } from '../support/test-app';

/**
 * The pull prices a client's rows in SQL and the device prices them in TypeScript: both must round
 * exactly alike, or a client's quote would drift from the office's by a cent. Checked on whichever
 * database the run uses (PGlite, or PostgreSQL with DATABASE_URL).
 */

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

/** Each value through `expression` (of the SQL value `v`, a bigint read from text, as the pull reads bodies). */
async function inSql(values: readonly number[], expression: (v: SQL) => SQL): Promise<number[]> {
  const [row] = rowsOf<{ results: string }>(
    await database.db
      .execute(sql`select coalesce(json_agg(${expression(sql`(v.value)::bigint`)} order by v.ordinality), '[]')::text as results
      from jsonb_array_elements_text(${JSON.stringify(values.map(String))}::jsonb) with ordinality as v(value, ordinality)`),
  );
  return (JSON.parse(row?.results ?? '[]') as unknown[]).map(toNumber);
}

/** Halves and their neighbours around every multiple of `b`, both signs. */
function aroundHalves(b: number, multiples: number): number[] {
  const values: number[] = [];
  for (let k = -multiples; k <= multiples; k++) {
    const half = k * b + Math.floor(b / 2);
    values.push(k * b, k * b + 1, k * b - 1, half - 1, half, half + 1, -half);
  }
  return values;
}

const sampled = (arbitrary: fc.Arbitrary<number>, count: number) =>
  fc.sample(arbitrary, { numRuns: count, seed: 18 });

describe('money in SQL', () => {
  it.each([1, 2, 3, 7, 28, 10_000])('roundDiv by %i rounds as the TypeScript roundDiv', async (b) => {
    const values = [
      ...aroundHalves(b, 40),
      ...sampled(fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 }), 500),
    ];
    expect(await inSql(values, (v) => roundDivSql(v, b))).toEqual(values.map((a) => roundDiv(a, b)));
  });

  it.each([1, 1.5, 1.2, 1.1, 1.333, 0.1, 0.12345, 2.5, 9.9999, 10])(
    'applyMultiplier(×%d) gives the TypeScript cents, halves and negatives included',
    async (multiplier) => {
      const cents = [
        ...Array.from({ length: 2001 }, (_, index) => index - 1000),
        ...aroundHalves(10_000, 20),
        ...sampled(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), 1000),
        1_000_000_000,
      ];
      expect(await inSql(cents, (v) => applyMultiplierSql(v, multiplier))).toEqual(
        cents.map((value) => applyMultiplier(value, multiplier)),
      );
    },
  );

  it('no amount stays no amount', async () => {
    const [row] = rowsOf<{ price: unknown }>(
      await database.db.execute(sql`select ${applyMultiplierSql(sql`null`, 1.5)} as price`),
    );
    expect(row?.price).toBeNull();
  });
});
