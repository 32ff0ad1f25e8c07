import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { EntityName, EntityRow } from '../../../src/domain/entities/registry';
import type { Furniture } from '../../../src/domain/entities/furniture.schema';
import { uuidv7 } from '../../../src/domain/ids';
import type { MutationResult } from '../../../src/domain/sync/protocol.schema';
import { syncedTables, type TableEntityName } from '../../../server/sync/tables';
import { createLink, installerHeaders, installerPush, mutationAt } from '../interventions/install-helpers';
import { createTestApp, type TestApp } from '../support/test-app';
import { live, mutation, newClientId, pullAll, push } from '../sync/sync-helpers';

/*
 * The office's project actions through the real push: devices of each role, a project brought to
 * any status the way people bring it there, and the stored rows read straight from the database.
 */

export const emails = {
  admin: 'admin@fitout.test',
  clientAdmin: 'b2b-admin@fitout.test',
  clientAgent: 'b2b-agent@fitout.test',
  referrer: 'br-admin@fitout.test',
} as const;

/** A device of one user (or installer link): pushes one mutation at a time, with its own ids. */
export interface Device {
  push(name: string, args: unknown): Promise<MutationResult>;
}

export async function userDevice(env: TestApp, email: string): Promise<Device & { token: string }> {
  const token = await env.login(email);
  const clientID = newClientId();
  let next = 1;
  return {
    token,
    async push(name, args) {
      const { results } = await push(env, token, clientID, [mutation(next++, name, args)]);
      return results[0]!;
    },
  };
}

/** An installer's device on the link of `projectId`'s intervention. */
export async function installerDevice(env: TestApp, adminToken: string, projectId: string): Promise<Device> {
  const headers = installerHeaders(await createLink(env, adminToken, projectId), projectId);
  const clientID = newClientId();
  let next = 1;
  return {
    async push(name, args) {
      const response = await installerPush(env, headers, clientID, [mutationAt(next++, name, args)]);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ results: MutationResult[] }>().results[0]!;
    },
  };
}

export const applied = { status: 'applied' };
export const refused = (code: string) => ({ status: 'rejected', error: { code } });

/** A stored row as it is now (undefined when absent or deleted). */
export async function stored<E extends TableEntityName>(
  env: TestApp,
  entity: E,
  id: string,
): Promise<EntityRow<E> | undefined> {
  const { table } = syncedTables[entity];
  const [row] = await env.db
    .select({ data: table.data, deletedAt: table.deletedAt })
    .from(table)
    .where(eq(table.id, id));
  return row === undefined || row.deletedAt !== null ? undefined : (row.data as EntityRow<E>);
}

/** The live rows of an entity whose indexed `field` is `value`. */
export async function storedWhere<E extends TableEntityName>(
  env: TestApp,
  entity: E,
  field: string,
  value: string,
): Promise<EntityRow<E>[]> {
  const { table, keys } = syncedTables[entity];
  const column = keys[field];
  if (column === undefined) throw new Error(`${entity}.${field} is not a key column`);
  const rows = await env.db
    .select({ data: table.data, deletedAt: table.deletedAt })
    .from(table)
    .where(eq(column, value));
  return rows.filter((row) => row.deletedAt === null).map((row) => row.data as EntityRow<E>);
}

/** Every stored row of every synced table (id, version, tombstone): equal before and after means untouched. */
export async function everyRow(env: TestApp): Promise<string[]> {
  const rows: string[] = [];
  for (const [entity, { table }] of Object.entries(syncedTables)) {
    const found = await env.db
      .select({ id: table.id, version: table.version, deletedAt: table.deletedAt })
      .from(table);
    for (const row of found) rows.push(`${entity}/${String(row.id)}@${row.version}/${row.deletedAt ?? ''}`);
  }
  return rows.sort();
}

/** Furniture the company client may quote, without warnings (so a submission passes). */
export async function quotableFurniture(env: TestApp, token: string): Promise<Furniture[]> {
  const { rows } = await pullAll(env, token, newClientId());
  return live(rows, 'furniture' satisfies EntityName)
    .map((change) => change.data as Furniture)
    .filter((item) => item.warningEn === '' && item.warningFr === '' && !item.isDisabled && !item.archived);
}

export interface QuotedProject {
  projectId: string;
  roomIds: string[];
  lineIds: string[];
}

/**
 * A project of the company's agent with two rooms of lines, brought by its client and the office
 * to `status` the way they do: submitted, quoted, accepted (validation), then validated by the
 * office when asked.
 */
/** The general information a validated company project needs: its operation number and Airtable card. */
export const generalInformation = {
  operationNumber: 'OP-2026-0042',
  airtableLink: 'https://airtable.com/appFitout/tblOperations/rec0042',
};

export async function projectIn(
  devices: { admin: Device; agent: Device },
  furniture: readonly Furniture[],
  status: 'draft' | 'quotation' | 'validation' | 'validated',
  linesPerRoom = 2,
): Promise<QuotedProject> {
  const { admin, agent } = devices;
  const projectId = uuidv7();
  expect(
    await agent.push('projectCreate', { id: projectId, name: 'Appartement Voltaire', projectType: 'T2' }),
  ).toMatchObject(applied);
  const roomIds = [uuidv7(), uuidv7()];
  const lineIds: string[] = [];
  for (const [r, roomId] of roomIds.entries()) {
    expect(await agent.push('roomCreate', { id: roomId, projectId, name: `Pièce ${r + 1}` })).toMatchObject(
      applied,
    );
    for (let l = 0; l < linesPerRoom; l++) {
      const lineId = uuidv7();
      lineIds.push(lineId);
      const item = furniture[(r * linesPerRoom + l) % furniture.length]!;
      expect(
        await agent.push('lineAdd', { id: lineId, roomId, furnitureId: item.id, quantity: 1 + l }),
      ).toMatchObject(applied);
    }
  }
  if (status === 'draft') return { projectId, roomIds, lineIds };
  expect(await agent.push('projectTransition', { id: projectId, action: 'submit' })).toMatchObject(applied);
  // What the statuses ahead need (src/domain/projects/general-requirements.ts): the office fills it in.
  expect(await admin.push('projectUpdate', { id: projectId, patch: generalInformation })).toMatchObject(
    applied,
  );
  expect(await admin.push('projectTransition', { id: projectId, action: 'markQuoted' })).toMatchObject(
    applied,
  );
  if (status === 'quotation') return { projectId, roomIds, lineIds };
  // The office records the client's acceptance (a client signs it: quote-accept.test.ts).
  expect(await admin.push('projectTransition', { id: projectId, action: 'acceptQuote' })).toMatchObject(
    applied,
  );
  if (status === 'validation') return { projectId, roomIds, lineIds };
  expect(await admin.push('projectValidate', validateArgs(projectId))).toMatchObject(applied);
  return { projectId, roomIds, lineIds };
}

export function validateArgs(projectId: string, extra: Record<string, unknown> = {}) {
  return { id: projectId, mode: 'normal', purchaseOrderId: uuidv7(), interventionId: uuidv7(), ...extra };
}

/** What a suite of office tests works with: the app, the office's and the agent's devices, quotable furniture. */
export interface OfficeSuite {
  env: TestApp;
  furniture: Furniture[];
  admin: Device & { token: string };
  agent: Device;
  /** The office and the client agent, as `projectIn` takes them. */
  devices(): { admin: Device; agent: Device };
}

/** Registers the suite's hooks: one app, back to the seed before each test, fresh devices. */
export function officeSuite(): OfficeSuite {
  const suite = {} as OfficeSuite;
  suite.devices = () => ({ admin: suite.admin, agent: suite.agent });
  beforeAll(async () => {
    suite.env = await createTestApp();
  });
  beforeEach(async () => {
    await suite.env.reset();
    suite.admin = await userDevice(suite.env, emails.admin);
    suite.agent = await userDevice(suite.env, emails.clientAgent);
    suite.furniture ??= await quotableFurniture(suite.env, await suite.env.login(emails.clientAgent));
  });
  afterAll(async () => suite.env?.close());
  return suite;
}

/**
 * Everyone but the office, each with the refusal the office's actions give it on `projectId` (a
 * validated project of the suite's agent): the client's admin and the agent itself are forbidden, a
 * business referrer does not see it, the order's installer may not act on it.
 */
export async function otherRoles(
  suite: OfficeSuite,
  projectId: string,
): Promise<Array<[role: string, device: Device, code: string]>> {
  return [
    ['client admin', await userDevice(suite.env, emails.clientAdmin), 'auth/forbidden'],
    ['client agent (its creator)', suite.agent, 'auth/forbidden'],
    ['business referrer', await userDevice(suite.env, emails.referrer), 'not_found'],
    [
      'installer of the order',
      await installerDevice(suite.env, suite.admin.token, projectId),
      'auth/forbidden',
    ],
  ];
}

/**
 * Everyone but the office, each on a device of its own: the client's admin and agent, a business
 * referrer, and an installer holding a link to a validated project.
 */
export async function nonOfficeDevices(
  suite: OfficeSuite,
): Promise<ReadonlyArray<readonly [string, Device]>> {
  const { projectId } = await projectIn(suite.devices(), suite.furniture, 'validated');
  return [
    ['client admin', await userDevice(suite.env, emails.clientAdmin)],
    ['client agent', suite.agent],
    ['business referrer', await userDevice(suite.env, emails.referrer)],
    ['installer', await installerDevice(suite.env, suite.admin.token, projectId)],
  ];
}
