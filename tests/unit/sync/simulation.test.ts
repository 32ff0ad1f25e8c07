import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { createNetwork } from './support/faulty-fetch';
import {
  createDevice,
  localRows,
  replayAll,
  serverRows,
  syncRound,
  type Device,
} from './support/sim-devices';
import { bootstrap, randomMutation, type LineAddRecord } from './support/sim-operations';
import { createRandom } from './support/sim-random';
import { createDriver, installDeterminism, type Driver } from './support/sim-scheduler';
import { createSimDatabase, startSimServer } from './support/sim-server';
import type { Database } from '../../../server/db/client';

const seed = Number(process.env.SIM_SEED ?? 20_260_101);
const deliveries = Number(process.env.SIM_DELIVERIES ?? (process.env.SOAK === '1' ? 100_000 : 2_000));
const companyClientId = '0190a000-0000-7000-8000-000000000001';
const individualClientId = '0190a000-0000-7000-8000-000000000002';

async function quiesce(driver: Driver, devices: Device[]): Promise<void> {
  for (let round = 0; round < 20; round++) {
    for (const device of devices) await driver.drive(syncRound(device));
    const queued = await Promise.all(devices.map((d) => d.db.mutations.count()));
    if (queued.every((n) => n === 0)) break;
  }
  // Everyone pulls once more, after the last push of anyone.
  for (const device of devices) await driver.drive(syncRound(device));
  await driver.drain();
}

interface SimulationResult {
  /** One line per request the server received, in order. */
  trace: string[];
  /** Digest of every row on the server at the end. */
  finalState: string;
  summary: string;
}

/**
 * Random devices against the real server over a faulty network. Everything that could vary between
 * two runs comes from `seed`: the same seed replays the same requests in the same order.
 */
async function simulate(seed: number, deliveries: number, database?: Database): Promise<SimulationResult> {
  const determinism = installDeterminism(seed);
  const random = createRandom(seed);
  const server = await startSimServer(database);
  const network = createNetwork(server, random.fork());
  const driver = createDriver(determinism, network);
  const lineAdds: LineAddRecord[] = [];
  const devices: Device[] = [];
  try {
    network.faultsOn = false;
    for (const [email, name] of [
      ['admin@fitout.test', 'admin-laptop'],
      ['admin@fitout.test', 'admin-phone'],
      ['b2b-admin@fitout.test', 'b2b-admin'],
      ['b2b-agent@fitout.test', 'b2b-agent'],
      ['b2c@fitout.test', 'b2c'],
    ] as const) {
      devices.push(await createDevice(server, network, random, email, name));
      await driver.drain();
    }
    const [admin] = devices as [Device];
    await bootstrap(admin, [companyClientId, companyClientId, individualClientId], random);
    await quiesce(driver, devices);
    network.faultsOn = true;

    const dangling: Promise<void>[] = [];
    let tabsClosed = 0;
    while (network.stats.deliveries < deliveries) {
      // Time passes: debounced pushes, retries after their backoff and polls start by themselves.
      vi.advanceTimersByTime(random.int(0, 1_500));
      const device = random.pick(devices) as Device;
      const roll = random.next();
      if (roll < 0.45) {
        for (let i = random.int(1, 2); i > 0; i--) await randomMutation(device, random, lineAdds);
      } else if (roll < 0.95) {
        await driver.drive(syncRound(device));
      } else {
        // Tab closed mid-sync: the old engine's work in flight is abandoned, a new one takes over.
        dangling.push(syncRound(device));
        await driver.deliver(random.int(0, 3));
        await device.reopen();
        tabsClosed++;
      }
    }

    network.faultsOn = false;
    await driver.drive(Promise.allSettled(dangling));
    await network.deliverHeld();
    await quiesce(driver, devices);

    let accepted = 0;
    let rejected = 0;
    const rejectedByDevice = new Map<string, Set<number>>();
    for (const device of devices) {
      const status = device.engine.getStatus();
      expect({
        device: device.name,
        phase: status.phase,
        queued: await device.db.mutations.count(),
      }).toEqual({ device: device.name, phase: 'idle', queued: 0 });
      const probe = `probe-${device.name}-${random.uuid()}`.slice(0, 64);
      const before = await serverRows(server, device.authorization, probe);
      expect(await localRows(device.db), `${device.name} holds the server's rows of its scope`).toEqual(
        before,
      );

      const clientID = (await device.db.meta.get('clientID'))?.value as string;
      const replay = await replayAll(server, device, clientID);
      const refused = new Set((await device.db.rejected.toArray()).map((r) => r.mutationID));
      expect(
        [...replay.values()].filter((s) => s === 'applied'),
        `${device.name}: every mutation was processed before`,
      ).toEqual([]);
      expect(
        [...replay]
          .filter(([, s]) => s === 'rejected')
          .map(([id]) => id)
          .sort((a, b) => a - b),
        `${device.name}: rejected list`,
      ).toEqual([...refused].sort((a, b) => a - b));
      expect(
        await serverRows(server, device.authorization, probe),
        'replayed mutations change nothing',
      ).toEqual(before);
      rejectedByDevice.set(device.name, refused);
      accepted += device.queued.length - refused.size;
      rejected += refused.size;
    }

    // Exactly once: lineAdd takes the next free position in its room, so in a live room the lines'
    // positions are 0..n-1 with n the number of accepted lineAdds; a second application shows.
    const everything = await serverRows(
      server,
      admin.authorization,
      `probe-all-${random.uuid()}`.slice(0, 64),
    );
    const linesByRoom = new Map<string, number[]>();
    for (const [key, row] of everything) {
      if (!key.startsWith('purchaseOrderLines/')) continue;
      const positions = linesByRoom.get(row.roomId as string) ?? [];
      positions.push(row.position as number);
      linesByRoom.set(row.roomId as string, positions);
    }
    let roomsChecked = 0;
    for (const [key] of everything) {
      if (!key.startsWith('rooms/')) continue;
      const roomId = key.slice('rooms/'.length);
      const expected = lineAdds.filter(
        (l) => l.roomId === roomId && !rejectedByDevice.get(l.device)?.has(l.mutationID),
      ).length;
      const positions = (linesByRoom.get(roomId) ?? []).sort((a, b) => a - b);
      expect(positions, `room ${roomId}`).toEqual(Array.from({ length: expected }, (_, i) => i));
      roomsChecked++;
    }
    expect(accepted).toBeGreaterThan(0);

    const finalState = createHash('sha256')
      .update(JSON.stringify([...everything].sort(([a], [b]) => (a < b ? -1 : 1))))
      .digest('hex')
      .slice(0, 16);
    const summary =
      `simulation seed ${seed}: ${network.stats.deliveries} deliveries ${JSON.stringify(network.stats.byFault)}, ` +
      `${server.restarts()} server restarts, ${tabsClosed} tabs closed, ${accepted} mutations accepted, ` +
      `${rejected} rejected, ${roomsChecked} rooms checked, final state ${finalState}`;
    return { trace: network.trace, finalState, summary };
  } catch (error) {
    console.error(
      `simulation failed; replay it with SIM_SEED=${seed} SIM_DELIVERIES=${deliveries} ` +
        `npx vitest run --project unit tests/unit/sync/simulation.test.ts -t converges\n` +
        `last deliveries:\n${network.trace.slice(-15).join('\n')}`,
    );
    throw error;
  } finally {
    await server.close();
    for (const device of devices) {
      device.engine.stop();
      await device.db.delete();
    }
    determinism.restore();
  }
}

describe('sync simulation', () => {
  it(
    `converges under faults (seed ${seed}, ${deliveries} deliveries)`,
    { timeout: Math.max(300_000, deliveries * 150) },
    async () => {
      const result = await simulate(seed, deliveries);
      console.info(result.summary);
    },
  );

  it('replays one interleaving per seed', { timeout: 180_000 }, async () => {
    // Short runs on one database (emptied between runs): starting PGlite is the slow part.
    const database = await createSimDatabase();
    try {
      const first = await simulate(seed, 150, database);
      const again = await simulate(seed, 150, database);
      const other = await simulate(seed + 1, 150, database);
      expect(first.trace.length).toBeGreaterThan(150);
      expect(again.trace).toEqual(first.trace);
      expect(again.finalState).toBe(first.finalState);
      expect(other.trace).not.toEqual(first.trace);
      expect(other.finalState).not.toBe(first.finalState);
    } finally {
      await database.close();
    }
  });
});
