import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../../src/domain/ids';
import { readConflictDetail } from '../../../src/domain/sync/conflict-detail.schema';
import { admin, agent, draftProject, furniture, setup, type MutatorEnv } from './support/mutator-env';

/** A client's draft with one room and one line of 7. */
async function draftWithLine(env: MutatorEnv) {
  const projectId = await draftProject(env, agent);
  const roomId = uuidv7();
  await env.run(agent, 'roomCreate', { id: roomId, projectId, name: 'Salon' });
  const lineId = uuidv7();
  const furnitureId = await furniture(env);
  await env.run(agent, 'lineAdd', { id: lineId, roomId, furnitureId, quantity: 7 });
  return { projectId, roomId, lineId };
}

describe('a change based on a value changed since', () => {
  it("a client's quantity based on 7 loses to the office's 9, with both values in the refusal", async () => {
    const env = setup();
    const { lineId } = await draftWithLine(env);
    expect(
      await env.run(admin, 'lineUpdateQuantity', { id: lineId, quantity: 9, base: { quantity: 7 } }),
    ).toEqual({ status: 'applied' });

    const refused = await env.run(agent, 'lineUpdateQuantity', {
      id: lineId,
      quantity: 5,
      base: { quantity: 7 },
    });
    expect(refused).toMatchObject({ status: 'rejected', code: 'sync/conflict_lost' });
    expect(readConflictDetail(refused.status === 'rejected' ? refused.detail : '')).toEqual({
      entity: 'purchaseOrderLines',
      id: lineId,
      fields: [{ field: 'quantity', yours: 5, theirs: 9, winner: 'office' }],
    });
    expect(env.row('purchaseOrderLines', lineId)).toMatchObject({ quantity: 9 });
  });

  it('applies when the base still holds, when the value is already the one set, or with no base (older builds)', async () => {
    const env = setup();
    const { lineId } = await draftWithLine(env);
    await env.run(admin, 'lineUpdateQuantity', { id: lineId, quantity: 9, base: { quantity: 7 } });
    expect(
      await env.run(agent, 'lineUpdateQuantity', { id: lineId, quantity: 4, base: { quantity: 9 } }),
    ).toEqual({ status: 'applied' });
    expect(
      await env.run(agent, 'lineUpdateQuantity', { id: lineId, quantity: 4, base: { quantity: 7 } }),
    ).toEqual({ status: 'applied' });
    expect(await env.run(agent, 'lineUpdateQuantity', { id: lineId, quantity: 3 })).toEqual({
      status: 'applied',
    });
    expect(env.row('purchaseOrderLines', lineId)).toMatchObject({ quantity: 3 });
  });

  it("the office's stale quantity wins over the client's change", async () => {
    const env = setup();
    const { lineId } = await draftWithLine(env);
    await env.run(agent, 'lineUpdateQuantity', { id: lineId, quantity: 5, base: { quantity: 7 } });
    expect(
      await env.run(admin, 'lineUpdateQuantity', { id: lineId, quantity: 9, base: { quantity: 7 } }),
    ).toEqual({ status: 'applied' });
    expect(env.row('purchaseOrderLines', lineId)).toMatchObject({ quantity: 9 });
  });

  it("in its draft the client's project name stands over an office rename it had not seen; one losing field refuses the whole change", async () => {
    const env = setup();
    const { projectId, roomId } = await draftWithLine(env);
    await env.run(agent, 'projectUpdate', {
      id: projectId,
      patch: { name: 'Client name' },
      base: { name: 'Appartement Rivoli' },
    });
    const officeRename = await env.run(admin, 'projectUpdate', {
      id: projectId,
      patch: { name: 'Office name', dates: { start: '2027-01-04', end: null, confirmed: true } },
      base: { name: 'Appartement Rivoli', dates: { start: null, end: null, confirmed: false } },
    });
    expect(officeRename).toMatchObject({ status: 'rejected', code: 'sync/conflict_lost' });
    expect(readConflictDetail(officeRename.status === 'rejected' ? officeRename.detail : '')?.fields).toEqual(
      [{ field: 'name', yours: 'Office name', theirs: 'Client name', winner: 'client' }],
    );
    expect(env.row('projects', projectId)).toMatchObject({
      name: 'Client name',
      dates: { confirmed: false },
    });

    await env.run(admin, 'roomUpdate', { id: roomId, patch: { multiplier: 3 }, base: { multiplier: 1 } });
    expect(
      await env.run(agent, 'roomUpdate', { id: roomId, patch: { multiplier: 2 }, base: { multiplier: 1 } }),
    ).toMatchObject({ code: 'sync/conflict_lost' });
  });
});
