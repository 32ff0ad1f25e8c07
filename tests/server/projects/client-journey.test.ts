import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { currentUserSchema } from '../../../src/domain/auth/auth.schema';
import type { Furniture } from '../../../src/domain/entities/furniture.schema';
import type { FurnitureModule } from '../../../src/domain/entities/furniture-module.schema';
import { demoIds } from '../../../server/seed/accounts';
import { uuidv7 } from '../../../src/domain/ids';
import { createMemoryTransaction, executeMutation, type MemoryStore } from '../../../src/domain/mutators';
import type { MutationResult } from '../../../src/domain/sync/protocol.schema';
import { actorFromCurrentUser } from '../../../src/sync/actor';
import { createTestApp, type TestApp } from '../support/test-app';
import { live, mutation, newClientId, pullAll, push } from '../sync/sync-helpers';

/*
 * The client's journey through the real push, as the demo users: a draft is submitted (or refused
 * with the code a screen puts next to its field), locked, reopened, quoted by the office only; a
 * line is swapped; a ready-made offer fills the draft with the same ids the device made offline.
 */

let env: TestApp;
beforeAll(async () => {
  env = await createTestApp();
});
beforeEach(async () => env.reset());
afterAll(async () => env?.close());

const agentEmail = 'b2b-agent@fitout.test';
const adminEmail = 'admin@fitout.test';

/** A user's device: its token and sync client id, pushing one mutation at a time. */
async function device(email: string) {
  const token = await env.login(email);
  const clientID = newClientId();
  let next = 1;
  return {
    token,
    clientID,
    async push(name: string, args: unknown): Promise<MutationResult> {
      const { results } = await push(env, token, clientID, [mutation(next++, name, args)]);
      return results[0]!;
    },
    /** The live rows of `entity` this user pulls. */
    async rows<T>(entity: string): Promise<T[]> {
      const { rows } = await pullAll(env, token, newClientId());
      return live(rows, entity).map((change) => change.data as T);
    },
  };
}

type Device = Awaited<ReturnType<typeof device>>;
const applied = { status: 'applied' };
const refused = (code: string) => ({ status: 'rejected', error: { code } });

async function row<T extends { id: string }>(
  user: Device,
  entity: string,
  id: string,
): Promise<T | undefined> {
  return (await user.rows<T>(entity)).find((found) => found.id === id);
}

/** A draft of the agent with one room and one line of a furniture without warnings. */
async function draftWithLine(agent: Device) {
  const furniture = await agent.rows<Furniture>('furniture');
  const plain = furniture.find((item) => item.warningEn === '' && item.warningFr === '' && !item.isDisabled)!;
  const warned = furniture.find((item) => item.warningFr !== '' && !item.isDisabled)!;
  const projectId = uuidv7();
  const roomId = uuidv7();
  const lineId = uuidv7();
  expect(await agent.push('projectCreate', { id: projectId, name: 'Appartement Oberkampf' })).toMatchObject(
    applied,
  );
  expect(await agent.push('roomCreate', { id: roomId, projectId, name: 'Salon' })).toMatchObject(applied);
  expect(
    await agent.push('lineAdd', { id: lineId, roomId, furnitureId: plain.id, quantity: 2 }),
  ).toMatchObject(applied);
  return { projectId, roomId, lineId, plain, warned, furniture };
}

describe('submitting a draft', () => {
  it('is refused without a size or with unread warnings, then applied once, stamped by the server', async () => {
    const agent = await device(agentEmail);
    const { projectId, roomId, warned } = await draftWithLine(agent);
    const submit = { id: projectId, action: 'submit' };
    expect(await agent.push('projectTransition', submit)).toMatchObject(refused('project/size_required'));
    await agent.push('projectUpdate', { id: projectId, patch: { projectType: 'T2' } });
    await agent.push('lineAdd', { id: uuidv7(), roomId, furnitureId: warned.id, quantity: 1 });
    expect(await agent.push('projectTransition', submit)).toMatchObject(
      refused('project/warnings_not_acknowledged'),
    );
    expect(await row(agent, 'projects', projectId)).toMatchObject({
      clientStatus: 'draft',
      submittedAt: null,
    });
    expect(await agent.push('projectTransition', { ...submit, acknowledgedWarnings: true })).toMatchObject(
      applied,
    );
    expect(await row(agent, 'projects', projectId)).toMatchObject({
      status: 'draft',
      clientStatus: 'done',
      submittedAt: env.clock.now().toISOString(),
    });
    expect(await agent.push('projectTransition', { ...submit, acknowledgedWarnings: true })).toMatchObject(
      refused('conflict'),
    );
  });

  it('locks the draft for the client until it reopens it', async () => {
    const agent = await device(agentEmail);
    const { projectId, roomId, plain } = await draftWithLine(agent);
    await agent.push('projectUpdate', { id: projectId, patch: { projectType: 'Studio' } });
    expect(await agent.push('projectTransition', { id: projectId, action: 'submit' })).toMatchObject(applied);
    expect(
      await agent.push('projectUpdate', { id: projectId, patch: { note: 'Digicode 1234' } }),
    ).toMatchObject(refused('conflict'));
    expect(
      await agent.push('lineAdd', { id: uuidv7(), roomId, furnitureId: plain.id, quantity: 1 }),
    ).toMatchObject(refused('conflict'));
    expect(await agent.push('projectTransition', { id: projectId, action: 'reopen' })).toMatchObject(applied);
    expect(
      await agent.push('projectUpdate', { id: projectId, patch: { note: 'Digicode 1234' } }),
    ).toMatchObject(applied);
    expect(await row(agent, 'projects', projectId)).toMatchObject({
      clientStatus: 'draft',
      submittedAt: null,
      note: 'Digicode 1234',
    });
  });

  it('is quoted and handed back by the office only; another client never reaches it', async () => {
    const agent = await device(agentEmail);
    const office = await device(adminEmail);
    const stranger = await device('b2c@fitout.test');
    const { projectId } = await draftWithLine(agent);
    await agent.push('projectUpdate', { id: projectId, patch: { projectType: 'T3' } });
    await agent.push('projectTransition', { id: projectId, action: 'submit' });
    const move = (action: string) => ({ id: projectId, action });
    expect(await agent.push('projectTransition', move('markQuoted'))).toMatchObject(
      refused('auth/forbidden'),
    );
    expect(await stranger.push('projectTransition', move('reopen'))).toMatchObject(refused('not_found'));
    // A quotation is numbered (src/domain/projects/general-requirements.ts): not before, and the
    // refusal names the field.
    expect(await office.push('projectTransition', move('markQuoted'))).toMatchObject({
      ...refused('project/general_incomplete'),
      error: { detail: expect.stringContaining('operationNumber') },
    });
    expect(await row(agent, 'projects', projectId)).toMatchObject({ status: 'draft' });
    expect(
      await office.push('projectUpdate', { id: projectId, patch: { operationNumber: 'OP-2026-0042' } }),
    ).toMatchObject(applied);
    expect(await office.push('projectTransition', move('markQuoted'))).toMatchObject(applied);
    expect(await row(agent, 'projects', projectId)).toMatchObject({
      status: 'quotation',
      clientStatus: 'done',
    });
    expect(await agent.push('projectTransition', move('reopen'))).toMatchObject(refused('conflict'));
    expect(await office.push('projectTransition', move('putInDraft'))).toMatchObject(applied);
    expect(await row(agent, 'projects', projectId)).toMatchObject({
      status: 'draft',
      clientStatus: 'draft',
      submittedAt: null,
    });
    // The workflow is not a field: even the office cannot patch it.
    expect(
      await office.push('projectUpdate', { id: projectId, patch: { status: 'validated' } }),
    ).toMatchObject(refused('validation'));
  });
});

describe('replacing a line’s furniture', () => {
  it('swaps the furniture and its catalogue price, keeping the quantity', async () => {
    const agent = await device(agentEmail);
    const { lineId, plain, furniture } = await draftWithLine(agent);
    const other = furniture.find((item) => item.id !== plain.id && !item.isDisabled)!;
    expect(await agent.push('lineReplace', { id: lineId, furnitureId: other.id })).toMatchObject(applied);
    expect(await row(agent, 'purchaseOrderLines', lineId)).toMatchObject({
      furnitureId: other.id,
      unitPriceCents: other.priceExclVatCents,
      quantity: 2,
    });
    // A disabled item stays in the client's catalogue for its existing lines, not for new ones.
    const disabled = furniture.find((item) => item.isDisabled)!;
    expect(await agent.push('lineReplace', { id: lineId, furnitureId: disabled.id })).toMatchObject(
      refused('conflict'),
    );
  });
});

describe('applying a ready-made offer', () => {
  it('makes on the server the rooms and lines, ids included, the device made offline', async () => {
    const agent = await device(agentEmail);
    const projectId = uuidv7();
    await agent.push('projectCreate', { id: projectId, name: 'Studio Bastille' });
    const { rows } = await pullAll(env, agent.token, agent.clientID);
    const studio = live(rows, 'furnitureModules')
      .map((change) => change.data as FurnitureModule)
      .find((module) => module.name === 'Pack Studio')!;
    const args = { projectId, source: { kind: 'module', moduleId: studio.id }, idSeed: uuidv7() };

    // The device's run, on the rows it pulled, as the user /auth/me describes.
    const store: MemoryStore = new Map();
    for (const change of rows.values()) {
      if (change.data === null) continue;
      if (!store.has(change.entity)) store.set(change.entity, new Map());
      store.get(change.entity)!.set(change.id, change.data as Record<string, unknown>);
    }
    const me = await env.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: env.as(agent.token) });
    const actor = actorFromCurrentUser(currentUserSchema.parse(me.json()));
    const now = env.clock.now().toISOString();
    expect(
      await executeMutation(createMemoryTransaction(store, actor, now), 'projectApplyOffer', args),
    ).toEqual(applied);
    const offline = (entity: string) =>
      [...(store.get(entity)?.values() ?? [])].filter((found) => found.projectId === projectId);

    expect(await agent.push('projectApplyOffer', args)).toMatchObject(applied);
    const server = async (entity: string) =>
      (await agent.rows<Record<string, unknown>>(entity)).filter((found) => found.projectId === projectId);
    const byId = (list: Record<string, unknown>[]) =>
      [...list].sort((a, b) => String(a.id).localeCompare(String(b.id)));

    const rooms = await server('rooms');
    expect(rooms.map((room) => room.name).sort()).toEqual(['Pack chambre', 'Pack salon']);
    expect(byId(rooms)).toEqual(byId(offline('rooms')));
    const lines = await server('purchaseOrderLines');
    expect(lines.length).toBeGreaterThan(0);
    expect(byId(lines)).toEqual(byId(offline('purchaseOrderLines')));
  });
});

describe("a client that came from a referrer's lead", () => {
  it("starts its projects only from the referrer's modules, for the client and the office alike", async () => {
    const agent = await device(agentEmail);
    const admin = await device(adminEmail);
    const projectId = uuidv7();
    await agent.push('projectCreate', { id: projectId, name: 'Studio Bastille' });
    const packs = (await agent.rows<FurnitureModule>('furnitureModules')).filter(
      (module) => module.parentModuleId === null,
    );
    const [offered, other] = packs;
    expect(other).toBeDefined();
    expect(
      await admin.push('businessReferrerUpdate', {
        id: demoIds.referrer,
        patch: { moduleIds: [offered!.id] },
      }),
    ).toMatchObject(applied);
    const leadId = uuidv7();
    expect(
      await admin.push('leadCreate', {
        id: leadId,
        businessReferrerId: demoIds.referrer,
        name: 'Mme Martin',
      }),
    ).toMatchObject(applied);
    expect(await admin.push('leadUpdate', { id: leadId, patch: { projectId } })).toMatchObject(applied);

    const offer = (moduleId: string) => ({
      projectId,
      source: { kind: 'module', moduleId },
      idSeed: uuidv7(),
    });
    expect(await agent.push('projectApplyOffer', offer(other!.id))).toMatchObject(
      refused('project/module_not_offered'),
    );
    expect(await admin.push('projectApplyOffer', offer(other!.id))).toMatchObject(
      refused('project/module_not_offered'),
    );
    expect(
      (await agent.rows<{ projectId: string }>('rooms')).filter((room) => room.projectId === projectId),
    ).toEqual([]);
    expect(await agent.push('projectApplyOffer', offer(offered!.id))).toMatchObject(applied);
  });
});
