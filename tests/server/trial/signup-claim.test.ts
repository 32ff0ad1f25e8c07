import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { currentUserSchema, sessionSchema } from '../../../src/domain/auth/auth.schema';
import { createTestApp, type TestApp } from '../support/test-app';
import { live, mutation, newClientId, pullAll, push } from '../sync/sync-helpers';
import {
  getTrial,
  putTrial,
  seedTrialFurniture,
  signupWithTrial,
  trialDraft,
  type TrialFurniture,
} from './trial-helpers';

let env: TestApp;
let furniture: TrialFurniture;
beforeAll(async () => {
  env = await createTestApp({ seed: 'accounts' });
});
beforeEach(async () => {
  await env.reset();
  furniture = await seedTrialFurniture(env);
});
afterAll(async () => env?.close());

/** Signs up with the trial id; answers the new user's token, identity and synced rows. */
async function signUpAndPull(trialProjectId: string) {
  const response = await signupWithTrial(env, trialProjectId);
  expect(response.statusCode, response.body).toBe(201);
  const token = sessionSchema.parse(response.json()).access_token;
  const me = currentUserSchema.parse(
    (await env.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: env.as(token) })).json(),
  );
  const { rows } = await pullAll(env, token, newClientId());
  return { token, me, rows };
}

describe('sign-up with a trial project', () => {
  it("turns the draft into the new client's draft project, under the trial id, with its rooms and lines", async () => {
    const draft = trialDraft(furniture);
    expect((await putTrial(env, draft.id, draft)).statusCode).toBe(200);

    const { me, rows } = await signUpAndPull(draft.id);
    const [project, ...others] = live(rows, 'projects');
    expect(others).toEqual([]);
    expect(project?.id).toBe(draft.id);
    expect(project?.data).toMatchObject({
      name: 'Studio rue Oberkampf',
      billingType: 'rent',
      projectType: 'Studio',
      status: 'draft',
      clientStatus: 'draft',
      clientId: me.client?._id,
      creatorId: me._id,
    });

    // Rows of one version come in id order, not creation order: compare by position.
    const rooms = live(rows, 'rooms')
      .map((row) => row.data as { id: string; name: string; position: number; projectId: string })
      .sort((a, b) => a.position - b.position);
    expect(rooms.map(({ name, position, projectId }) => ({ name, position, projectId }))).toEqual([
      { name: 'Salon', position: 0, projectId: draft.id },
      { name: 'Chambre', position: 1, projectId: draft.id },
    ]);
    const roomOf = new Map(rooms.map((room) => [room.id, room]));
    const lines = live(rows, 'purchaseOrderLines')
      .map(
        (row) =>
          row.data as {
            roomId: string;
            furnitureId: string;
            quantity: number;
            unitPriceCents: number;
            projectId: string;
            position: number;
          },
      )
      .map((line) => ({ ...line, room: roomOf.get(line.roomId) }))
      .sort((a, b) => (a.room?.position ?? -1) - (b.room?.position ?? -1) || a.position - b.position);
    expect(
      lines.map((line) => [
        line.room?.name,
        line.furnitureId,
        line.quantity,
        line.unitPriceCents,
        line.projectId,
      ]),
    ).toEqual([
      ['Salon', furniture.sofa, 1, 89_900, draft.id],
      ['Salon', furniture.lamp, 2, 12_500, draft.id],
      ['Chambre', furniture.lamp, 1, 12_500, draft.id],
    ]);
  });

  it('leaves the new project as editable as any draft of the client', async () => {
    const draft = trialDraft(furniture);
    await putTrial(env, draft.id, draft);
    const { token } = await signUpAndPull(draft.id);
    const result = await push(env, token, newClientId(), [
      mutation(1, 'projectUpdate', { id: draft.id, patch: { name: 'Studio meublé' } }),
    ]);
    expect(result.results).toEqual([{ id: 1, status: 'applied' }]);
  });

  it('closes the draft once claimed: GET answers 404 and PUT 409', async () => {
    const draft = trialDraft(furniture);
    await putTrial(env, draft.id, draft);
    await signUpAndPull(draft.id);

    expect((await getTrial(env, draft.id)).statusCode).toBe(404);
    const edit = await putTrial(env, draft.id, { ...draft, name: 'Encore moi' }, { 'accept-language': 'en' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toEqual({
      code: 'trial/claimed',
      detail: 'This trial project has already been saved to an account: sign in to find it in your projects.',
    });
  });

  it('gives a second sign-up with the same trial id an account, but not the project', async () => {
    const draft = trialDraft(furniture);
    await putTrial(env, draft.id, draft);
    const first = await signUpAndPull(draft.id);
    const second = await signUpAndPull(draft.id);

    expect(second.me.client?._id).not.toBe(first.me.client?._id);
    expect(live(second.rows, 'projects')).toEqual([]);
    expect(live(second.rows, 'rooms')).toEqual([]);
    const stillFirst = await pullAll(env, first.token, newClientId());
    expect(live(stillFirst.rows, 'projects').map((row) => row.id)).toEqual([draft.id]);
  });

  it('signs up a visitor whose trial id is unknown, with no project attached', async () => {
    const { rows } = await signUpAndPull(trialDraft(furniture).id);
    expect(live(rows, 'projects')).toEqual([]);
  });

  it('drops a line whose furniture was archived after the draft was saved, and keeps the rest', async () => {
    const draft = trialDraft(furniture);
    await putTrial(env, draft.id, draft);
    await env.db.execute(
      sql`update furniture set data = jsonb_set(data, '{archived}', 'true') where id = ${furniture.sofa}`,
    );
    const { rows } = await signUpAndPull(draft.id);
    expect(live(rows, 'projects').map((row) => row.id)).toEqual([draft.id]);
    expect(live(rows, 'rooms')).toHaveLength(2);
    const lines = live(rows, 'purchaseOrderLines').map(
      (row) => (row.data as { furnitureId: string }).furnitureId,
    );
    expect(lines).toEqual([furniture.lamp, furniture.lamp]);
  });

  it('carries every field of the draft over: room multipliers, module lines, address, dates, notes, options', async () => {
    const draft = trialDraft(furniture, {
      address: { street: 'rue Oberkampf', number: '12', zipCode: '75011', city: 'Paris', floor: '3' },
      dates: { start: '2027-02-01', end: '2027-02-28' },
      projectAccessNotes: 'Digicode 4521B',
      options: ['assembly'],
      rooms: [
        {
          name: 'Salon',
          multiplier: 3,
          lines: [
            { moduleId: furniture.b2cModule, quantity: 2 },
            { furnitureId: furniture.lamp, quantity: 1 },
          ],
        },
      ],
    });
    expect((await putTrial(env, draft.id, draft)).statusCode).toBe(200);
    expect((await getTrial(env, draft.id)).json()).toEqual(draft);

    const { rows } = await signUpAndPull(draft.id);
    expect(live(rows, 'projects')[0]?.data).toMatchObject({
      address: draft.address,
      dates: draft.dates,
      projectAccessNotes: 'Digicode 4521B',
      options: ['assembly'],
    });
    const [room] = live(rows, 'rooms').map((row) => row.data as { id: string; multiplier: number });
    expect(room?.multiplier).toBe(3);
    const lines = live(rows, 'purchaseOrderLines')
      .map(
        (row) =>
          row.data as {
            roomId: string;
            furnitureId: string | null;
            moduleId: string | null;
            quantity: number;
          },
      )
      .map(({ roomId, furnitureId, moduleId, quantity }) => ({ roomId, furnitureId, moduleId, quantity }));
    expect(lines).toEqual(
      expect.arrayContaining([
        { roomId: room?.id, furnitureId: null, moduleId: furniture.b2cModule, quantity: 2 },
        { roomId: room?.id, furnitureId: furniture.lamp, moduleId: null, quantity: 1 },
      ]),
    );
    expect(lines).toHaveLength(2);
  });
});

describe('sign-up from the trial\'s "Submit my project"', () => {
  it('submits the carried draft in the same step, so the office has it', async () => {
    const draft = trialDraft(furniture);
    expect((await putTrial(env, draft.id, draft)).statusCode).toBe(200);

    const response = await signupWithTrial(env, draft.id, { trial_submit: { acknowledged_warnings: false } });
    expect(response.statusCode, response.body).toBe(201);

    const office = await env.login('admin@fitout.test');
    const { rows } = await pullAll(env, office, newClientId());
    const project = live(rows, 'projects').find((row) => row.id === draft.id);
    expect(project?.data).toMatchObject({ status: 'draft', clientStatus: 'done' });
    expect((project?.data as { submittedAt: string | null }).submittedAt).not.toBeNull();
  });

  it('keeps the account and the draft when the submission is refused (no house size)', async () => {
    const { projectType: _dropped, ...unsized } = trialDraft(furniture);
    expect((await putTrial(env, unsized.id, unsized)).statusCode).toBe(200);

    const response = await signupWithTrial(env, unsized.id, {
      trial_submit: { acknowledged_warnings: true },
    });
    expect(response.statusCode, response.body).toBe(201);
    const token = sessionSchema.parse(response.json()).access_token;
    const { rows } = await pullAll(env, token, newClientId());
    expect(live(rows, 'projects')[0]?.data).toMatchObject({ id: unsized.id, clientStatus: 'draft' });
  });

  it('refuses a malformed submit request with a 422 and makes no account', async () => {
    const draft = trialDraft(furniture);
    const response = await signupWithTrial(env, draft.id, { trial_submit: { acknowledged_warnings: 'yes' } });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toHaveProperty('detail');
  });
});
