import { FitoutDatabase, type LocalRow } from '../../../../src/db/database';
import { currentUserSchema } from '../../../../src/domain/auth/auth.schema';
import { entityNames } from '../../../../src/domain/entities/registry';
import { mutators } from '../../../../src/domain/mutators/registry';
import type { Actor } from '../../../../src/domain/mutators/transaction';
import {
  protocolVersion,
  pullResponseSchema,
  pushResponseSchema,
  type Mutation,
} from '../../../../src/domain/sync/protocol.schema';
import { actorFromCurrentUser } from '../../../../src/sync/actor';
import { createSyncEngine, type SyncEngine } from '../../../../src/sync/engine';
import { createHttpTransport } from '../../../../src/sync/http-transport';
import type { Network } from './faulty-fetch';
import type { Random } from './sim-random';
import { virtualClock } from './sim-scheduler';
import type { SimServer } from './sim-server';

export const simApiBase = 'http://sim.test/api/v1';

let devicesCreated = 0;

/** One browser: its own IndexedDB database, clock and engine, signed in as one demo user. */
export interface Device {
  name: string;
  actor: Actor;
  authorization: string;
  db: FitoutDatabase;
  engine: SyncEngine;
  /** Every mutation this device queued, as sent: replayed at the end to check the server's records. */
  queued: Mutation[];
  /** Drops the engine as a closed tab would, and starts a new one on the same database. */
  reopen(): Promise<void>;
}

export async function createDevice(
  server: SimServer,
  network: Network,
  random: Random,
  email: string,
  name: string,
): Promise<Device> {
  const authorization = await server.login(email);
  const me = await server.inject('GET', '/api/v1/auth/me', authorization);
  const actor = actorFromCurrentUser(currentUserSchema.parse(JSON.parse(me.body)));
  const db = new FitoutDatabase(`sim-${name}-${++devicesCreated}-${random.uuid()}`);
  // The client id would come from the system's randomness and clock: draw it from the seed instead.
  await db.meta.put({ key: 'clientID', value: random.uuid() });
  const jitter = random.fork();
  const transport = createHttpTransport({
    apiBase: simApiBase,
    authorization: () => authorization,
    fetch: network.fetchFor(name),
    isOnline: () => true,
  });
  const make = () =>
    createSyncEngine({
      db,
      transport,
      clock: virtualClock,
      log: () => undefined,
      actor,
      mutators,
      random: jitter.next,
    });
  const device: Device = {
    name,
    actor,
    authorization,
    db,
    engine: make(),
    queued: [],
    async reopen() {
      device.engine.stop();
      device.engine = make();
      await device.engine.start();
    },
  };
  await device.engine.start();
  return device;
}

/** Starts a sync round now, skipping any backoff wait (as coming back online does). */
export function syncRound(device: Device): Promise<void> {
  device.engine.setOnline(true);
  return device.engine.syncNow();
}

export type RowMap = Map<string, Record<string, unknown>>;

export async function localRows(db: FitoutDatabase): Promise<RowMap> {
  const rows: RowMap = new Map();
  for (const entity of entityNames) {
    for (const row of (await db.entity(entity).toArray()) as LocalRow[]) rows.set(`${entity}/${row.id}`, row);
  }
  return rows;
}

/** What the server holds in this user's scope, read by a fresh full pull (faults off). */
export async function serverRows(
  server: SimServer,
  authorization: string,
  clientID: string,
): Promise<RowMap> {
  const rows: RowMap = new Map();
  let cookie: string | null = null;
  for (;;) {
    const response = await server.inject('POST', '/api/v1/sync/pull', authorization, {
      clientID,
      protocolVersion,
      cookie,
      limit: 10_000,
    });
    if (response.status !== 200) throw new Error(`pull ${response.status} ${response.body}`);
    const page = pullResponseSchema.parse(JSON.parse(response.body));
    for (const change of page.changes) {
      const key = `${change.entity}/${change.id}`;
      if (change.data === null) rows.delete(key);
      else rows.set(key, { ...change.data, id: change.id, version: change.version });
    }
    cookie = page.cookie;
    if (!page.more) return rows;
  }
}

/** Sends every mutation again: the server must skip all and report the refused ones as refused. */
export async function replayAll(server: SimServer, device: Device, clientID: string) {
  const statuses = new Map<number, string>();
  for (let i = 0; i < device.queued.length; i += 500) {
    const response = await server.inject('POST', '/api/v1/sync/push', device.authorization, {
      clientID,
      protocolVersion,
      mutations: device.queued.slice(i, i + 500),
    });
    if (response.status !== 200) throw new Error(`replay ${response.status} ${response.body}`);
    for (const result of pushResponseSchema.parse(JSON.parse(response.body)).results)
      statuses.set(result.id, result.status);
  }
  return statuses;
}
