import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../../src/domain/ids';
import { createTestApp, type TestApp } from '../support/test-app';
import { mutation, newClientId, push } from '../sync/sync-helpers';
import { getTrial, putTrial, seedTrialFurniture, trialDraft, type TrialFurniture } from './trial-helpers';

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

describe('PUT and GET /api/v1/trial/projects/{id}', () => {
  it('stores a draft for a visitor without an account and gives it back, then its later version', async () => {
    const draft = trialDraft(furniture);
    expect((await getTrial(env, draft.id)).statusCode).toBe(404);

    const saved = await putTrial(env, draft.id, draft);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(draft);
    expect((await getTrial(env, draft.id)).json()).toEqual(draft);

    const edited = { ...draft, name: 'Studio Oberkampf', billingType: 'buy', rooms: [] };
    expect((await putTrial(env, draft.id, edited)).statusCode).toBe(200);
    expect((await getTrial(env, draft.id)).json()).toEqual(edited);
  });

  it('names each invalid field of a bad draft (422)', async () => {
    const draft = trialDraft(furniture);
    const bad = {
      ...draft,
      name: '',
      billingType: 'lease',
      rooms: [{ name: 'Salon', lines: [{ furnitureId: furniture.sofa, quantity: 1000 }] }],
    };
    const response = await putTrial(env, draft.id, bad, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(422);
    const locs = (response.json().detail as { loc: string[] }[]).map((error) => error.loc.join('.'));
    expect(locs).toEqual(
      expect.arrayContaining(['body.name', 'body.billingType', 'body.rooms.0.lines.0.quantity']),
    );
    expect((await getTrial(env, draft.id)).statusCode).toBe(404);
  });

  it('refuses more rooms than a draft may hold', async () => {
    const draft = {
      ...trialDraft(furniture),
      rooms: Array.from({ length: 21 }, (_, i) => ({ name: `Pièce ${i}`, lines: [] })),
    };
    const response = await putTrial(env, draft.id, draft);
    expect(response.statusCode).toBe(422);
    expect(response.json().detail[0].loc).toEqual(['body', 'rooms']);
  });

  it('refuses an id that is not a UUIDv7, and a body whose id differs from the address', async () => {
    const draft = trialDraft(furniture);
    const notV7 = '3f1c9a4e-8b2d-4e6f-9a1b-2c3d4e5f6a7b';
    const badId = await putTrial(env, notV7, { ...draft, id: notV7 });
    expect(badId.statusCode).toBe(422);
    expect(badId.json().detail[0].loc).toEqual(['params', 'id']);

    const mismatch = await putTrial(env, uuidv7(), draft);
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().detail[0].loc).toEqual(['body', 'id']);
  });

  it('refuses unknown, archived and disabled furniture, naming the line and saying why', async () => {
    const draft = trialDraft(furniture, {
      rooms: [
        {
          name: 'Salon',
          lines: [
            { furnitureId: furniture.sofa, quantity: 1 },
            { furnitureId: furniture.archived, quantity: 1 },
          ],
        },
        {
          name: 'Chambre',
          lines: [
            { furnitureId: furniture.disabled, quantity: 1 },
            { furnitureId: uuidv7(), quantity: 1 },
          ],
        },
      ],
    });
    const response = await putTrial(env, draft.id, draft, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'trial/furniture_unavailable',
      detail: [
        ['0', '1'],
        ['1', '0'],
        ['1', '1'],
      ].map(([room, line]) => ({
        loc: ['body', 'rooms', room, 'lines', line, 'furnitureId'],
        msg: 'This furniture is no longer available. Please remove it or choose another one.',
        type: 'trial/furniture_unavailable',
      })),
    });
    expect((await getTrial(env, draft.id)).statusCode).toBe(404);
  });

  it('takes module lines open to B2C and refuses a company-only module, a line naming both or neither', async () => {
    const room = (lines: unknown[]) => [{ name: 'Salon', lines }];
    const draft = trialDraft(furniture, {
      rooms: [{ name: 'Salon', lines: [{ moduleId: furniture.b2cModule, quantity: 1 }] }],
    });
    expect((await putTrial(env, draft.id, draft)).statusCode).toBe(200);

    const company = { ...draft, rooms: room([{ moduleId: furniture.companyModule, quantity: 1 }]) };
    const refused = await putTrial(env, draft.id, company, { 'accept-language': 'en' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail.map((error: { loc: string[] }) => error.loc)).toEqual([
      ['body', 'rooms', '0', 'lines', '0', 'moduleId'],
    ]);

    for (const line of [
      { furnitureId: furniture.sofa, moduleId: furniture.b2cModule, quantity: 1 },
      { quantity: 1 },
    ]) {
      const bad = await putTrial(env, draft.id, { ...draft, rooms: room([line]) });
      expect(bad.statusCode).toBe(422);
    }
    expect((await getTrial(env, draft.id)).json()).toEqual(draft);
  });

  it('never lets a draft take the id of an existing project (409)', async () => {
    const token = await env.login('b2c@fitout.test');
    const projectId = uuidv7();
    await push(env, token, newClientId(), [
      mutation(1, 'projectCreate', { id: projectId, name: 'Mon appartement' }),
    ]);
    const response = await putTrial(env, projectId, trialDraft(furniture, { id: projectId }), {
      'accept-language': 'fr',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('trial/claimed');
    expect((await getTrial(env, projectId)).statusCode).toBe(404);
  });
});
