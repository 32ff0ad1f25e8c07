import { MutatorError } from '../domain/mutators/define-mutator';
import { mutators as domainMutators } from '../domain/mutators/registry';
import type { Actor } from '../domain/mutators/transaction';
import { targetIdOf, type FitoutDatabase } from './database';
import { ensureClientID, takeMutationID } from './client-identity';
import type { LocalMutators } from './local-mutator';
import { createLocalTransaction } from './local-transaction';
import { previewWrites } from './optimistic/preview';

export interface FieldIssue {
  loc: string[];
  msg: string;
}

export type MutateError =
  | { code: 'validation'; detail: string; issues: FieldIssue[] }
  | { code: 'unknown_mutator'; detail: string }
  /** The permission rule or the body refused (`reason` is its error code, e.g. `auth/forbidden`). */
  | { code: 'refused'; detail: string; reason: string };

export type MutateResult = { ok: true; mutationID: number } | { ok: false; error: MutateError };

export interface MutateOptions {
  mutators?: LocalMutators;
  /** The device clock, as ISO time; injected by tests. */
  now?: () => string;
}

/**
 * Validates the args and previews the change on the rows this tab holds, so screens show it in the
 * same task (see OptimisticOverlay). Then, in ONE read-write transaction, runs the mutator on the
 * local store and appends it to the queue: either both happen or neither does (a body that throws
 * rolls both back). The commit or the refusal settles the preview.
 */
export async function mutate(
  db: FitoutDatabase,
  actor: Actor,
  name: string,
  args: unknown,
  { mutators = domainMutators, now = () => new Date().toISOString() }: MutateOptions = {},
): Promise<MutateResult> {
  const mutator = Object.hasOwn(mutators, name) ? mutators[name] : undefined;
  if (!mutator) return { ok: false, error: { code: 'unknown_mutator', detail: name } };
  const parsed = mutator.args.safeParse(args);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({ loc: issue.path.map(String), msg: issue.message }));
    return { ok: false, error: { code: 'validation', detail: 'validation', issues } };
  }
  const createdAt = now();
  const { overlay } = db;
  const change = overlay.begin();
  // Transactions start in call order (a change may need the one before it), previews included.
  const turn = takeTurn(db);
  await turn.ready;
  // The preview settles within this task; yielding once after it lets the screen render it before
  // the store's transaction is set up (whose replies Chrome holds until the next frame anyway).
  const writes = await previewWrites(overlay, mutator, actor, parsed.data, createdAt);
  if (writes !== null) {
    overlay.apply(change, writes);
    await Promise.resolve();
  }
  let committed: Promise<MutateResult>;
  try {
    committed = db.transaction('rw', db.syncTables(), async (): Promise<MutateResult> => {
      const tx = createLocalTransaction(db, actor, createdAt);
      // The client id is read alongside the rule: one round trip less before the commit (making it
      // on a refused change is harmless, it is made once per database anyway).
      const [clientID, refusal] = await Promise.all([
        ensureClientID(db),
        mutator.authorize(actor, parsed.data, tx),
      ]);
      if (refusal !== null) return refused(refusal, name);
      await mutator.run(tx, parsed.data);
      const id = await takeMutationID(db);
      // The raw args are queued, not the parsed ones: the server parses them with the same schema.
      const targetId = targetIdOf(args);
      await db.mutations.add({
        id,
        clientID,
        name,
        args,
        createdAt,
        status: 'pending',
        ...(targetId === undefined ? {} : { targetId }),
      });
      return { ok: true, mutationID: id };
    });
  } finally {
    turn.done();
  }
  let result: MutateResult;
  try {
    result = await committed;
  } catch (error) {
    overlay.abort(change);
    // A refusal only the data reveals (row gone, conflict): the transaction rolled back, nothing queued.
    if (error instanceof MutatorError) return refused(error.code, error.message);
    throw error;
  }
  if (result.ok) overlay.commit(change);
  else overlay.abort(change);
  return result;
}

const lastTurns = new WeakMap<FitoutDatabase, Promise<void>>();

/** A place in the database's line of changes: `ready` once the change before has started its transaction. */
function takeTurn(db: FitoutDatabase): { ready: Promise<void>; done: () => void } {
  const ready = lastTurns.get(db) ?? Promise.resolve();
  let done!: () => void;
  lastTurns.set(db, new Promise<void>((resolve) => (done = resolve)));
  return { ready, done };
}

function refused(reason: string, detail: string): MutateResult {
  return { ok: false, error: { code: 'refused', detail, reason } };
}
