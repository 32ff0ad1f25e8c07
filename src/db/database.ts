import Dexie, { type EntityTable, type Table } from 'dexie';
import type { CurrentUser } from '../domain/auth/auth.schema';
import { entityIndexes, entityNames, type EntityName } from '../domain/entities/entity-indexes';
import type { EntityRow } from '../domain/entities/registry';
import type { ErrorCode } from '../domain/errors';
import type { ChangeSubject } from './change-subject';
import { OptimisticOverlay } from './optimistic/overlay';

/** Small key-value facts about this device: the signed-in user's mirror, the wipe sentinel, cursors. */
export type MetaRow =
  | { key: 'currentUser'; value: CurrentUser }
  | { key: 'sentinel'; value: { createdAt: string } }
  | { key: string; value: unknown };

/** A synced row as stored locally: the entity body plus the server's change version (0 if never synced). */
export type LocalRow<E extends EntityName = EntityName> = EntityRow<E> & { version: number };

export const mutationStatuses = ['pending', 'pushed'] as const;
export type MutationStatus = (typeof mutationStatuses)[number];

/** A change made on this device, waiting until a pull confirms the server applied it. */
export interface QueuedMutation {
  id: number;
  clientID: string;
  name: string;
  args: unknown;
  createdAt: string;
  /** `pushed`: the server answered applied/skipped; it stays until a pull's lastMutationID covers it. */
  status: MutationStatus;
  /** The row the change creates or modifies (its args' `id`), indexed for "not synced yet" marks. */
  targetId?: string;
  /** The names of what it touched as this device held them when it was made (absent on older rows). */
  subject?: ChangeSubject;
}

/** The id a mutation's args name, if any: the row it creates or modifies. */
export function targetIdOf(args: unknown): string | undefined {
  return typeof args === 'object' && args !== null && 'id' in args && typeof args.id === 'string'
    ? args.id
    : undefined;
}

/** A change the server refused: kept with its reason and the data it carried, so nothing vanishes. */
export interface RejectedMutation {
  seq?: number;
  mutationID: number;
  name: string;
  args: unknown;
  createdAt: string;
  /** As the push answer was read (see protocol.schema.ts): a code this build knows. */
  code: ErrorCode;
  detail: string;
  rejectedAt: string;
  /** Carried from the queued change: names that stay when the server and then this device lose the row. */
  subject?: ChangeSubject;
}

/** The server's view of a row touched by a pending mutation; `row: null` means the server has none. */
export interface ServerRow {
  entity: EntityName;
  id: string;
  row: Record<string, unknown> | null;
}

export interface PullStateRow {
  key: 'cursor';
  cookie: string | null;
  lastMutationID: number;
  syncedAt: string | null;
}

export const photoStatuses = ['pending', 'uploaded'] as const;
export type PhotoStatus = (typeof photoStatuses)[number];

/**
 * A photo's bytes on this device, keyed by its attachment id. `pending` until the upload queue has
 * stored them on the server; kept afterwards so thumbnails work offline.
 */
export interface PhotoBlob {
  attachmentId: string;
  blob: Blob;
  status: PhotoStatus;
  /** Failed upload attempts so far, for the backoff; reset by a success. */
  attempts: number;
  /** Epoch ms before which the queue leaves it alone (backoff after a failure). */
  nextAttemptAt: number;
  lastError: string | null;
}

export const databaseName = 'fitout';

/**
 * Indexes only this device needs, beside the entities' key fields (which the server mirrors as
 * columns): the office's dashboard reads the few rows that need it (a status, an unavailable line,
 * a problem) by index instead of every project, line and lead.
 */
const officeQueueIndexes = {
  projects: ['status', '[status+clientStatus]', '[status+estimatedDates.delivery]'],
  purchaseOrderLines: ['availability', 'availabilityDate'],
  verificationCards: ['problemStatus'],
  leads: ['referralStatus'],
} as const satisfies Partial<Record<EntityName, readonly string[]>>;

/**
 * The office's project list draws the most recently changed projects by this index while it reads
 * the whole store (useAdminProjects), so its first rows do not wait for 10,000 rows.
 */
const projectListIndexes = {
  projects: [...officeQueueIndexes.projects, 'updatedAt'],
} as const satisfies Partial<Record<EntityName, readonly string[]>>;

function localStores(indexes: Partial<Record<EntityName, readonly string[]>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(indexes).map(([name, extra]) => [
      name,
      ['id', 'version', ...entityIndexes[name as EntityName], ...extra].join(', '),
    ]),
  );
}

/** One store per synced entity, named as in the registry, keyed by id and indexed on its key fields. */
function entityStores(): Record<string, string> {
  return Object.fromEntries(
    entityNames.map((name) => [name, ['id', 'version', ...entityIndexes[name]].join(', ')]),
  );
}

export class FitoutDatabase extends Dexie {
  meta!: EntityTable<MetaRow, 'key'>;
  mutations!: EntityTable<QueuedMutation, 'id'>;
  rejected!: EntityTable<RejectedMutation, 'seq'>;
  pullState!: EntityTable<PullStateRow, 'key'>;
  serverRows!: Table<ServerRow, [string, string]>;
  photoBlobs!: EntityTable<PhotoBlob, 'attachmentId'>;
  /** Changes made in this tab, shown before the store answers (see OptimisticOverlay). */
  readonly overlay = new OptimisticOverlay();

  constructor(name: string = databaseName) {
    super(name);
    this.version(1).stores({ meta: 'key' });
    // Version 2 adds the synced entities and the sync bookkeeping. Changing an entity's indexes in the
    // registry needs a new version here, never an edit of this one.
    this.version(2).stores({
      ...entityStores(),
      mutations: 'id, status',
      rejected: '++seq, mutationID',
      pullState: 'key',
      serverRows: '[entity+id]',
    });
    // Version 3 adds the photos taken on this device; nothing to migrate.
    this.version(3).stores({ photoBlobs: 'attachmentId, status' });
    // Version 4 indexes the row each queued change targets, so marking rows "not synced" reads
    // index keys instead of every queued change on each write; queued changes get theirs here.
    this.version(4)
      .stores({ mutations: 'id, status, targetId' })
      .upgrade((tx) =>
        tx
          .table<QueuedMutation, number>('mutations')
          .toCollection()
          .modify((mutation) => {
            const targetId = targetIdOf(mutation.args);
            if (targetId !== undefined) mutation.targetId = targetId;
          }),
      );
    // Version 5 adds the office's purchase order versions (issue 11).
    this.version(5).stores({ purchaseOrders: 'id, version, projectId' });
    // Version 6 adds the office dashboard's local indexes (officeQueueIndexes); nothing to migrate.
    this.version(6).stores(localStores(officeQueueIndexes));
    // Version 7 adds the notices of changes replaced by a stale change that won (src/domain/sync/conflict-rules.ts).
    this.version(7).stores({ conflictNotices: 'id, version, projectId' });
    // Version 8 indexes projects by last change, for the office's list (projectListIndexes).
    this.version(8).stores(localStores(projectListIndexes));
    // Version 9 adds the services' prices the office sets (serviceRates); nothing to migrate.
    this.version(9).stores({ serviceRates: 'id, version' });
    // Version 10 adds the business's identity and terms its documents print; nothing to migrate.
    this.version(10).stores({ businessSettings: 'id, version' });
    // Version 11 adds the signed quotes (quoteAcceptances); nothing to migrate.
    this.version(11).stores({ quoteAcceptances: 'id, version, projectId' });

    this.on('versionchange', (event) => {
      // A deletion (logout in another tab) keeps Dexie's default: close now, reopen empty on next use.
      if (!event.newVersion || typeof window === 'undefined') return;
      // Newer code in another tab upgrades the schema: this page's code is stale. Closing lets the
      // upgrade go on instead of leaving both tabs waiting; the reload runs the new version.
      this.close({ disableAutoOpen: true });
      window.location.reload();
      return false;
    });
    this.on('blocked', () => this.setUpgradeBlocked(true));
    this.on('ready', () => this.setUpgradeBlocked(false));
  }

  private upgradeBlocked = false;
  private readonly blockedListeners = new Set<(blocked: boolean) => void>();

  /**
   * True while this version's upgrade waits for another tab (or an old installed copy) still holding
   * the previous version: the app cannot read its data until that tab closes or reloads, which the
   * user has to be told. Listeners hear every change; returns the function that stops listening.
   */
  watchUpgradeBlocked(listener: (blocked: boolean) => void): () => void {
    this.blockedListeners.add(listener);
    listener(this.upgradeBlocked);
    return () => this.blockedListeners.delete(listener);
  }

  get isUpgradeBlocked(): boolean {
    return this.upgradeBlocked;
  }

  private setUpgradeBlocked(blocked: boolean): void {
    if (this.upgradeBlocked === blocked) return;
    this.upgradeBlocked = blocked;
    for (const listener of this.blockedListeners) listener(blocked);
  }

  entity<E extends EntityName>(name: E): Table<LocalRow<E>, string> {
    return this.table(name);
  }

  /** Every table a mutation or a pulled page may write, for one read-write transaction. */
  syncTables(): Table[] {
    return [
      ...entityNames.map((name) => this.table(name)),
      this.meta,
      this.mutations,
      this.rejected,
      this.pullState,
      this.serverRows,
    ];
  }
}

export function openDatabase(name?: string): FitoutDatabase {
  return new FitoutDatabase(name);
}
