import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../../src/domain/ids';
import { readConflictDetail } from '../../../src/domain/sync/conflict-detail.schema';
import { createTestApp, type TestApp } from '../support/test-app';
import { live, mutation, newClientId, pullAll, push } from './sync-helpers';

let env: TestApp;
beforeAll(async () => {
  env = await createTestApp();
});
beforeEach(async () => env.reset());
afterAll(async () => env?.close());

/** A client's draft with one line of 7, pushed as the agent's device would. */
async function draftWithLine(token: string) {
  const clientID = newClientId();
  const furnitureId = String(live((await pullAll(env, token, clientID)).rows, 'furniture')[0]?.id);
  const projectId = uuidv7();
  const roomId = uuidv7();
  const lineId = uuidv7();
  const created = await push(env, token, clientID, [
    mutation(1, 'projectCreate', { id: projectId, name: 'Studio Bastille' }),
    mutation(2, 'roomCreate', { id: roomId, projectId, name: 'Séjour' }),
    mutation(3, 'lineAdd', { id: lineId, roomId, furnitureId, quantity: 7 }),
  ]);
  expect(created.results.map((result) => result.status)).toEqual(['applied', 'applied', 'applied']);
  return { clientID, lineId };
}

describe('a pushed change based on a value changed since', () => {
  it("refuses the client's stale quantity with both values, keeps the office's, and repeats the reason on replay", async () => {
    const agent = await env.login('b2b-agent@fitout.test');
    const admin = await env.login('admin@fitout.test');
    const { clientID, lineId } = await draftWithLine(agent);
    const office = await push(env, admin, newClientId(), [
      mutation(1, 'lineUpdateQuantity', { id: lineId, quantity: 9, base: { quantity: 7 } }),
    ]);
    expect(office.results).toEqual([{ id: 1, status: 'applied' }]);

    const stale = [mutation(4, 'lineUpdateQuantity', { id: lineId, quantity: 5, base: { quantity: 7 } })];
    const answer = await push(env, agent, clientID, stale);
    expect(answer.lastMutationID).toBe(4);
    const result = answer.results[0];
    expect(result).toMatchObject({ id: 4, status: 'rejected', error: { code: 'sync/conflict_lost' } });
    const detail = result?.status === 'rejected' ? readConflictDetail(result.error.detail) : null;
    expect(detail).toEqual({
      entity: 'purchaseOrderLines',
      id: lineId,
      fields: [{ field: 'quantity', yours: 5, theirs: 9, winner: 'office' }],
    });
    expect((await push(env, agent, clientID, stale)).results).toEqual(answer.results);

    const { rows } = await pullAll(env, agent, newClientId());
    expect(rows.get(`purchaseOrderLines/${lineId}`)?.data).toMatchObject({ quantity: 9 });
  });

  it('applies a change queued by an older build, which carries no base, as before', async () => {
    const agent = await env.login('b2b-agent@fitout.test');
    const admin = await env.login('admin@fitout.test');
    const { clientID, lineId } = await draftWithLine(agent);
    await push(env, admin, newClientId(), [
      mutation(1, 'lineUpdateQuantity', { id: lineId, quantity: 9, base: { quantity: 7 } }),
    ]);
    const answer = await push(env, agent, clientID, [
      mutation(4, 'lineUpdateQuantity', { id: lineId, quantity: 5 }),
    ]);
    expect(answer.results).toEqual([{ id: 4, status: 'applied' }]);
  });

  it("applies the office's stale quantity over the client's, and the client's devices pull a notice with both values", async () => {
    const agent = await env.login('b2b-agent@fitout.test');
    const admin = await env.login('admin@fitout.test');
    const { clientID, lineId } = await draftWithLine(agent);
    await push(env, agent, clientID, [
      mutation(4, 'lineUpdateQuantity', { id: lineId, quantity: 5, base: { quantity: 7 } }),
    ]);
    const office = await push(env, admin, newClientId(), [
      mutation(1, 'lineUpdateQuantity', { id: lineId, quantity: 9, base: { quantity: 7 } }),
    ]);
    expect(office.results).toEqual([{ id: 1, status: 'applied' }]);

    const { rows } = await pullAll(env, agent, newClientId());
    expect(rows.get(`purchaseOrderLines/${lineId}`)?.data).toMatchObject({ quantity: 9 });
    expect(live(rows, 'conflictNotices').map((row) => row.data)).toEqual([
      expect.objectContaining({
        entity: 'purchaseOrderLines',
        rowId: lineId,
        field: 'quantity',
        replaced: 5,
        kept: 9,
        winner: 'office',
      }),
    ]);
  });
});
