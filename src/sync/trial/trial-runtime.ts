import type { FitoutDatabase } from '../../db/database';
import { mutate } from '../../db/mutate';
import type { BillingType } from '../../domain/enums';
import type { Actor } from '../../domain/mutators/transaction';
import { projectCreate } from '../../domain/mutators/project-create';
import { applyTrialProject } from '../../domain/trial/apply-trial-project';
import { trialProjectOf } from '../../domain/trial/trial-project-of';
import type { TrialProject } from '../../domain/trial/trial-project.schema';
import type { SyncClient } from '../client';
import type { SyncRuntime } from '../use-sync-runtime';
import { httpTrialApi, type TrialApi } from './trial-api';
import { refreshTrialCatalogue } from './trial-catalogue';
import { createTrialClient } from './trial-client';
import { openTrialDatabase } from './trial-database';
import { createTrialSaver, type TrialSaver } from './trial-saver';
import { ensureTrialVisitor } from './trial-visitor';

export interface TrialRuntime extends SyncRuntime {
  db: FitoutDatabase;
  actor: Actor;
  client: SyncClient;
  saver: TrialSaver;
}

export interface TrialRuntimeOptions {
  api?: TrialApi;
  db?: FitoutDatabase;
  now?: () => Date;
  /** Where the browser says it is back online (the window); tests pass their own. */
  connectivity?: EventTarget;
}

/** The draft as this device holds it, in the trial API's shape; undefined when it has none. */
export async function readTrialProject(db: FitoutDatabase, id: string): Promise<TrialProject | undefined> {
  const project = await db.entity('projects').get(id);
  if (project === undefined) return undefined;
  const [rooms, lines] = await Promise.all([
    db.entity('rooms').where('projectId').equals(id).toArray(),
    db.entity('purchaseOrderLines').where('projectId').equals(id).toArray(),
  ]);
  return trialProjectOf(project, rooms, lines);
}

/**
 * The draft and the last change it includes, read together. Trial changes are never pushed: they
 * stay queued (the draft screens mark their rows as not saved) until a save covers them.
 */
async function readSnapshot(db: FitoutDatabase, id: string) {
  const tables = [db.mutations, db.entity('projects'), db.entity('rooms'), db.entity('purchaseOrderLines')];
  return db.transaction('r', tables, async () => {
    const trial = await readTrialProject(db, id);
    const last = await db.mutations.orderBy('id').last();
    return trial === undefined ? undefined : { trial, queuedUpTo: last?.id ?? 0 };
  });
}

/**
 * A draft this device does not hold (another device, cleared storage) is loaded from the trial API
 * through the same mutators the screens use, once the catalogue its lines price against is here.
 */
async function loadMissingDraft(db: FitoutDatabase, actor: Actor, api: TrialApi, trialId: string, now: Date) {
  if ((await db.entity('projects').get(trialId)) !== undefined) return;
  const trial = await api.get(trialId).catch(() => null);
  if (trial === null) return;
  await applyTrialProject(
    trial,
    now.getTime(),
    async (name, args) => (await mutate(db, actor, name, args)).ok,
  );
}

/**
 * Runs trial mode for one draft: the visitor and catalogue on the trial database, the draft loaded
 * if needed, a client whose changes the saver sends to the trial API (now, after each change, and
 * when the browser is back online).
 */
export async function startTrialRuntime(
  trialId: string,
  options: TrialRuntimeOptions = {},
): Promise<TrialRuntime> {
  const { api = httpTrialApi, db = openTrialDatabase(), now = () => new Date() } = options;
  const connectivity = options.connectivity ?? window;
  const actor = await ensureTrialVisitor(db, now().toISOString());
  await refreshTrialCatalogue(db, api);
  await loadMissingDraft(db, actor, api, trialId, now());
  const saver = createTrialSaver({
    read: () => readSnapshot(db, trialId),
    async put({ trial, queuedUpTo }) {
      await api.put(trial);
      // The server holds these changes now: their rows lose the "not saved yet" mark.
      await db.mutations.where('id').belowOrEqual(queuedUpTo).delete();
    },
  });
  const client = createTrialClient(db, actor, () => saver.changed());
  const online = () => saver.retry();
  connectivity.addEventListener('online', online);
  // A change made offline before a reload is still only on this device: save once on start.
  saver.changed();
  return {
    db,
    actor,
    client,
    saver,
    stop() {
      connectivity.removeEventListener('online', online);
      saver.stop();
      db.close();
    },
  };
}

/**
 * `/try`: a new draft on this device under a fresh id, named in the visitor's language, bought or
 * rented as the visitor chose. Answers
 * false when the mutator refused it (it never should: the visitor owns its drafts).
 */
export async function createTrialDraft(
  trialId: string,
  name: string,
  billingType: BillingType,
  options: Pick<TrialRuntimeOptions, 'db' | 'now'> = {},
): Promise<boolean> {
  const { db = openTrialDatabase(), now = () => new Date() } = options;
  try {
    const actor = await ensureTrialVisitor(db, now().toISOString());
    return (await mutate(db, actor, projectCreate.name, { id: trialId, name, billingType })).ok;
  } finally {
    if (options.db === undefined) db.close();
  }
}
