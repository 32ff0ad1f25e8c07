import type { z } from 'zod';
import type { Language } from '../../src/domain/enums';
import type { MutatorName, mutators } from '../../src/domain/mutators/registry';
import type { Transaction } from '../../src/domain/mutators/transaction';
import type { NewMessage } from '../outbox/messages';

export interface ServerEffectOptions {
  /** The purchasing team's language, for the chat notices and the ERP order's charges. */
  chatLanguage: Language;
}

/** One write of a mutation as its server effect sees it: the row, the mutation's parsed args. */
export interface Written<N extends MutatorName> {
  tx: Transaction;
  entity: string;
  row: Record<string, unknown> & { id: string };
  args: z.output<(typeof mutators)[N]['args']>;
  options: ServerEffectOptions;
}

/**
 * The outside calls a mutation causes on the server, beside the shared mutator it wraps. It is
 * asked after every write of the mutation and answers for the row that means something to it (the
 * purchase-order version its args name, the project it cancels); a refused mutation writes nothing,
 * or is rolled back with its messages, so it sends nothing.
 */
export interface ServerEffect<N extends MutatorName> {
  name: N;
  afterWrite(written: Written<N>): Promise<NewMessage[]>;
}

export function defineServerEffect<const N extends MutatorName>(effect: ServerEffect<N>): ServerEffect<N> {
  return effect;
}
