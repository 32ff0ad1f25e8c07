import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoAdminEmail } from '../../../server/seed/accounts';
import { protocolVersion } from '../../../src/domain/sync/protocol.schema';
import {
  staleDevices,
  staleDeviceAfterMs,
  type SyncDevice,
  type SyncHealth,
} from '../../../src/domain/sync/sync-health.schema';
import { createTestApp, type TestApp } from '../support/test-app';
import { mutation, newClientId } from './sync-helpers';

const agentEmail = 'br-agent@fitout.test';
const dayMs = 24 * 60 * 60 * 1000;

let env: TestApp;
let admin: string;
let agent: string;

beforeAll(async () => {
  env = await createTestApp({ seed: 'accounts' });
});
afterAll(async () => env?.close());
beforeEach(async () => {
  await env.reset();
  admin = await env.login(demoAdminEmail);
  agent = await env.login(agentEmail);
});

/** A pull as a device sends it; `oldestPendingAt` left out is a build that does not say it. */
async function pullSaying(clientID: string, oldestPendingAt?: string | null) {
  const answer = await env.app.inject({
    method: 'POST',
    url: '/api/v1/sync/pull',
    headers: env.as(agent),
    payload: {
      clientID,
      protocolVersion,
      cookie: null,
      ...(oldestPendingAt === undefined ? {} : { oldestPendingAt }),
    },
  });
  expect(answer.statusCode, answer.body).toBe(200);
}

async function deviceOf(clientId: string): Promise<SyncDevice | undefined> {
  const answer = await env.app.inject({ method: 'GET', url: '/api/v1/sync-health', headers: env.as(admin) });
  expect(answer.statusCode).toBe(200);
  return answer.json<SyncHealth>().devices.find((device) => device.clientId === clientId);
}

describe('sync health: the age of a device queue', () => {
  it('records the oldest change waiting that a pull reports, and counts the device as needing attention', async () => {
    const clientId = newClientId();
    const waitingSince = new Date(env.clock.now().getTime() - 5 * dayMs).toISOString();
    await pullSaying(clientId, waitingSince);
    const device = await deviceOf(clientId);
    expect(device).toMatchObject({
      owner: { kind: 'user', email: agentEmail },
      lastSyncAt: env.clock.now().toISOString(),
      oldestPendingAt: waitingSince,
    });
    // It pulled a moment ago, yet its changes have waited five days.
    expect(staleDevices([device!], env.clock.now().getTime())).toEqual([device]);

    env.clock.advance(1000);
    await pullSaying(clientId, null);
    const emptied = await deviceOf(clientId);
    expect(emptied?.oldestPendingAt).toBeNull();
    expect(staleDevices([emptied!], env.clock.now().getTime())).toEqual([]);
  });

  it('records what a push reports even when the push is refused, without counting it as a sync', async () => {
    const clientId = newClientId();
    await pullSaying(clientId, null);
    const pulledAt = env.clock.now().toISOString();
    env.clock.advance(staleDeviceAfterMs);
    const waitingSince = '2026-03-01T08:00:00.000Z';
    // Mutation 5 first: the server misses 1 to 4 and refuses the batch.
    const refused = await env.app.inject({
      method: 'POST',
      url: '/api/v1/sync/push',
      headers: env.as(agent),
      payload: {
        clientID: clientId,
        protocolVersion,
        mutations: [mutation(5, 'leadCreate', {})],
        oldestPendingAt: waitingSince,
      },
    });
    expect(refused.statusCode).toBe(409);
    expect(await deviceOf(clientId)).toMatchObject({ lastSyncAt: pulledAt, oldestPendingAt: waitingSince });
  });

  it('leaves the record of a build that does not report its queue as it was', async () => {
    const clientId = newClientId();
    await pullSaying(clientId);
    expect(await deviceOf(clientId)).toBeUndefined();
    await pullSaying(clientId, '2026-03-01T08:00:00.000Z');
    env.clock.advance(staleDeviceAfterMs);
    await pullSaying(clientId);
    expect(await deviceOf(clientId)).toMatchObject({ oldestPendingAt: '2026-03-01T08:00:00.000Z' });
  });

  it('shows the queues to the office only', async () => {
    await pullSaying(newClientId(), null);
    const answer = await env.app.inject({
      method: 'GET',
      url: '/api/v1/sync-health',
      headers: env.as(agent),
    });
    expect(answer.statusCode).toBe(403);
  });
});
