import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../../src/domain/ids';
import { demoIds } from '../../../server/seed/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { applied, emails, everyRow, refused, stored, userDevice, type Device } from './office-helpers';

/*
 * Adding a project from the office (`/admin/projects`, "pick the client and the project manager"):
 * the project records both; a manager of another client, or a caller who is not the office naming
 * them, is refused with nothing stored.
 */

let env: TestApp;
let admin: Device & { token: string };

beforeAll(async () => {
  env = await createTestApp();
});
beforeEach(async () => {
  await env.reset();
  admin = await userDevice(env, emails.admin);
});
afterAll(async () => env?.close());

async function userIdOf(email: string): Promise<string> {
  const token = await env.login(email);
  const me = await env.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: env.as(token) });
  return me.json<{ _id: string }>()._id;
}

describe('projectCreate by the office', () => {
  it('records the chosen client and project manager, as a new draft', async () => {
    const managerId = await userIdOf(emails.clientAgent);
    const id = uuidv7();
    expect(
      await admin.push('projectCreate', {
        id,
        name: 'Bureaux Haussmann',
        clientId: demoIds.companyClient,
        creatorId: managerId,
      }),
    ).toMatchObject(applied);
    expect(await stored(env, 'projects', id)).toMatchObject({
      name: 'Bureaux Haussmann',
      clientId: demoIds.companyClient,
      creatorId: managerId,
      status: 'draft',
      clientStatus: 'draft',
    });
  });

  it('refuses a manager of another client, and a project without a client, nothing stored', async () => {
    const otherClientsUser = await userIdOf('b2c@fitout.test');
    const before = await everyRow(env);
    expect(
      await admin.push('projectCreate', {
        id: uuidv7(),
        name: 'Bureaux Haussmann',
        clientId: demoIds.companyClient,
        creatorId: otherClientsUser,
      }),
    ).toMatchObject(refused('validation'));
    expect(await admin.push('projectCreate', { id: uuidv7(), name: 'Sans client' })).toMatchObject(
      refused('validation'),
    );
    expect(await everyRow(env)).toEqual(before);
  });

  it('refuses a client user naming another client or another manager, and a referrer, nothing stored', async () => {
    const agent = await userDevice(env, emails.clientAgent);
    const clientAdminId = await userIdOf(emails.clientAdmin);
    const before = await everyRow(env);
    const attempts: Array<[string, Device, Record<string, unknown>]> = [
      ['client agent for another client', agent, { clientId: demoIds.individualClient }],
      ['client agent naming its administrator', agent, { creatorId: clientAdminId }],
      ['business referrer', await userDevice(env, emails.referrer), { clientId: demoIds.companyClient }],
    ];
    for (const [who, device, named] of attempts)
      expect(
        await device.push('projectCreate', { id: uuidv7(), name: 'Pas le mien', ...named }),
        who,
      ).toMatchObject(refused('auth/forbidden'));
    expect(await everyRow(env)).toEqual(before);
  });

  it('lets a client user start its own project, as its manager', async () => {
    const agent = await userDevice(env, emails.clientAgent);
    const agentId = await userIdOf(emails.clientAgent);
    const id = uuidv7();
    expect(
      await agent.push('projectCreate', { id, name: 'Mon studio', clientId: demoIds.companyClient }),
    ).toMatchObject(applied);
    expect(await stored(env, 'projects', id)).toMatchObject({
      clientId: demoIds.companyClient,
      creatorId: agentId,
    });
  });
});
