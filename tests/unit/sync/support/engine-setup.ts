import { FitoutDatabase } from '../../../../src/db/database';
import { mutators } from '../../../../src/domain/mutators/registry';
import { createSyncEngine, type SyncEngineOptions } from '../../../../src/sync/engine';
import type { PullResponse } from '../../../../src/domain/sync/protocol.schema';
import { createFakeClock } from './fake-clock';
import { adminActor, change, lineRow, page, projectRow, roomRow } from './fixtures';
import { createScriptedTransport, ok } from './scripted-transport';

let databases = 0;

export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}-${++databases}-${Math.random().toString(36).slice(2)}`;
}

/** An engine over a fresh fake-indexeddb database, a scripted transport and a manual clock. */
export function setupEngine(options: Partial<SyncEngineOptions> = {}) {
  const db = options.db ?? new FitoutDatabase(uniqueDatabaseName('engine'));
  const clock = createFakeClock();
  const scripted = createScriptedTransport();
  const logs: unknown[][] = [];
  const make = (extra: Partial<SyncEngineOptions> = {}) =>
    createSyncEngine({
      db,
      transport: scripted.transport,
      clock,
      log: (...entry) => logs.push(entry),
      actor: adminActor,
      mutators,
      random: () => 0,
      ...options,
      ...extra,
    });
  /** Serves `first` to a first pull, then nothing new, always with the server's lastMutationID. */
  const serve = (first: PullResponse) => {
    scripted.handlers.pull = (request) =>
      ok(
        request.cookie === null
          ? { ...first, lastMutationID: scripted.lastMutationID() }
          : page([], { cookie: request.cookie, lastMutationID: scripted.lastMutationID() }),
      );
  };
  return { db, clock, scripted, logs, engine: make(), make, serve };
}

/** A project with one room and one line (quantity 1), as the server would serve them. */
export function seedRows(project = projectRow()) {
  const room = roomRow(project.id);
  const line = lineRow(project.id, room.id);
  const firstPage = page([
    change('projects', project, 1),
    change('rooms', room, 2),
    change('purchaseOrderLines', line, 3),
  ]);
  return { project, room, line, firstPage };
}
