import { sql } from 'drizzle-orm';
import { projectSchema } from '../../src/domain/entities/project.schema';
import { projectTransitionArgs } from '../../src/domain/mutators/project-transition';
import type { Transaction } from '../../src/domain/mutators/transaction';
import { formatQuoteNumber } from '../../src/domain/projects/quote-number';
import type { Mutation } from '../../src/domain/sync/protocol.schema';
import type { Tx } from '../db/client';
import { quoteCounters } from '../db/schema';
import { rowsOf, toNumber } from '../sync/sql-rows';

/** The next number of the year of `now` (server time), taken on the caller's SQL transaction. */
export async function nextQuoteNumber(sqlTx: Tx, now: string): Promise<string> {
  const year = new Date(now).getUTCFullYear();
  const [row] = rowsOf<{ last: unknown }>(
    await sqlTx.execute(sql`insert into ${quoteCounters} (year, last) values (${year}, 1)
      on conflict (year) do update set last = ${quoteCounters}.last + 1
      returning last`),
  );
  if (row === undefined) throw new Error('quote_counters upsert returned no row');
  return formatQuoteNumber(year, toNumber(row.last));
}

/**
 * Wraps the Transaction of a pushed mutation so that a submission gives the project its quote number,
 * a value only the server can give (devices submit offline, all at once). The shared body of
 * projectTransition runs unchanged; its write of the submitted project gains the number, in the same
 * SQL transaction. A re-submission after "put back in draft" keeps the number it has: it is the same
 * quote, revised, and the signed versions tell its revisions apart by their hashes.
 */
export function withQuoteNumber<T extends Transaction>(inner: T, sqlTx: Tx, mutation: Mutation): T {
  if (mutation.name !== 'projectTransition') return inner;
  const args = projectTransitionArgs.safeParse(mutation.args);
  if (!args.success || args.data.action !== 'submit') return inner;
  const projectId = args.data.id;
  const put: Transaction['put'] = async (entity, row) => {
    if (entity !== 'projects' || row.id !== projectId) return inner.put(entity, row);
    const project = projectSchema.parse(row);
    if (project.quoteNumber !== '') return inner.put(entity, row);
    return inner.put(entity, { ...row, quoteNumber: await nextQuoteNumber(sqlTx, inner.now) });
  };
  // The prototype keeps every other member of `inner` live (getters included); only put differs.
  return Object.assign(Object.create(inner) as T, { put });
}
