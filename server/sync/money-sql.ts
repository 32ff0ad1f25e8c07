import { sql, type SQL } from 'drizzle-orm';
import { multiplierScale, scaledMultiplier } from '../../src/domain/pricing/money';

/**
 * roundDiv of src/domain/pricing in SQL, on bigints (b > 0): a / b rounded half away from zero.
 * Integer division truncates toward zero, so on |a|, (2|a| + b) / 2b is floor(|a| / b) plus one
 * exactly when the remainder is at least half of b. tests/server/pricing holds it equal to
 * roundDiv over many values, halves and negatives included, on both databases.
 */
export function roundDivSql(a: SQL, b: number): SQL {
  return sql`(case when (${a}) < 0 then -((-(${a}) * 2 + ${b}::bigint) / ${2 * b}::bigint)
    else ((${a}) * 2 + ${b}::bigint) / ${2 * b}::bigint end)`;
}

/**
 * applyMultiplier of src/domain/pricing in SQL: cents (bigint, or null for no amount) through a
 * multiplier, a number or a float8 expression (scaled as scaledMultiplier does: Math.round is
 * floor(x + 0.5), and multipliers are positive).
 */
export function applyMultiplierSql(cents: SQL, multiplier: number | SQL): SQL {
  const scaled =
    typeof multiplier === 'number'
      ? sql`${scaledMultiplier(multiplier)}::bigint`
      : sql`floor((${multiplier}) * ${multiplierScale} + 0.5)::bigint`;
  return roundDivSql(sql`(${cents})::bigint * ${scaled}`, multiplierScale);
}
