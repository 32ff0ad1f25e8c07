import { prepareMutation, runPrepared } from '../domain/mutators/execute';
import { refusalOf, type Refusal } from '../domain/mutators/refusal';
import { mutators as domainMutators } from '../domain/mutators/registry';
import type { Actor } from '../domain/mutators/transaction';
import { targetIdOf, type FitoutDatabase } from './database';
import { changeSubject, namesSomething } from './change-subject';
import { ensureClientID, takeMutationID } from './client-identity';
import { lookUpIn, type LocalMutators } from './local-mutator';
import { createLocalTransaction } from './local-transaction';
import { previewWrites } from './optimistic/preview';

/** A refusal exactly as the server would answer it: the same pipeline decides on both sides. */
export type MutateError = Refusal;

export type MutateResult = { ok: true; mutationID: number } | { ok: false; error: MutateError };

export interface MutateOptions {
  mutators?: LocalMutators;
  /** The device clock, as ISO time; injected by tests. */
  now?: () => string;
}

/** Thrown inside the store's transaction so a refused change leaves none of its writes behind. */
class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.code);
  }
}

/**
 * Looks up and validates the args, then previews the change on the rows this tab holds, so screens
 * show it in the same task (see OptimisticOverlay). Then, in ONE read-write transaction, runs the
 * mutator on the local store and appends it to the queue: either both happen or neither does (a
 * refusal or a body that throws rolls both back). The commit or the refusal settles the preview.
 * Every step is the server's pipeline (src/domain/mutators/execute.ts), so a change is refused here
 * exactly as the server would refuse it.
 */
export async function mutate(
  db: FitoutDatabase,
  actor: Actor,
  name: string,
  args: unknown,
  { mutators = domainMutators, now = () => new Date().toISOString() }: MutateOptions = {},
): Promise<MutateResult> {
  const prepared = prepareMutation(name, args, lookUpIn(mutators));
  if (prepared.status === 'rejected') return { ok: false, error: refusalOf(prepared) };
  const { mutator, args: parsed } = prepared;
  const createdAt = now();
  const { overlay } = db;
  const change = overlay.begin();
  // Transactions start in call order (a change may need the one before it), previews included.
  const turn = takeTurn(db);
  await turn.ready;
  // The preview settles within this task; yielding once after it lets the screen render it before
  // the store's transaction is set up (whose replies Chrome holds until the next frame anyway).
  const writes = await previewWrites(overlay, mutator, actor, parsed, createdAt);
  if (writes !== null) {
    overlay.apply(change, writes);
    await Promise.resolve();
  }
  let committed: Promise<number>;
  try {
    committed = db.transaction('rw', db.syncTables(), async (): Promise<number> => {
      const tx = createLocalTransaction(db, actor, createdAt);
      // The client id is read alongside the run: one round trip less before the commit (making it
      // on a refused change is harmless, it is made once per database anyway). The names of what the
      // change touches are read before the run, which may remove that row.
      const [clientID, { subject, execution }] = await Promise.all([
        ensureClientID(db),
        changeSubject(db, name, args).then(async (named) => ({
          subject: named,
          execution: await runPrepared(tx, mutator, parsed),
        })),
      ]);
      if (execution.status === 'rejected') throw new Refused(refusalOf(execution));
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
        ...(namesSomething(subject) ? { subject } : {}),
      });
      return id;
    });
  } finally {
    turn.done();
  }
  try {
    const mutationID = await committed;
    overlay.commit(change);
    return { ok: true, mutationID };
  } catch (error) {
    overlay.abort(change);
    // Refused by the rule or the body: the transaction rolled back, nothing queued.
    if (error instanceof Refused) return { ok: false, error: error.refusal };
    throw error;
  }
}

const lastTurns = new WeakMap<FitoutDatabase, Promise<void>>();

/** A place in the database's line of changes: `ready` once the change before has started its transaction. */
function takeTurn(db: FitoutDatabase): { ready: Promise<void>; done: () => void } {
  const ready = lastTurns.get(db) ?? Promise.resolve();
  let done!: () => void;
  lastTurns.set(db, new Promise<void>((resolve) => (done = resolve)));
  return { ready, done };
}
