import { describe, expect, it } from 'vitest';
import { projectSchema, type Project } from '../../../src/domain/entities/project.schema';
import { purchaseOrderLineSchema } from '../../../src/domain/entities/purchase-order-line.schema';
import { roomSchema } from '../../../src/domain/entities/room.schema';
import { uuidv7 } from '../../../src/domain/ids';
import { projectMultiplier, projectQuoteTotals } from '../../../src/domain/pricing';
import { admin, agent, clientId, now, setup, type MutatorEnv } from './support/mutator-env';

/** A project of the company client with one room and one line at 1,000.00 of cost. */
function seedProject(env: MutatorEnv, clientStatus: Project['clientStatus']) {
  const id = uuidv7();
  const roomId = uuidv7();
  const stamps = { createdAt: now, updatedAt: now };
  const project = projectSchema.parse({
    id,
    name: id,
    clientId,
    creatorId: agent.kind === 'user' ? agent.userId : '',
    clientStatus,
    projectType: 'T2',
    ...stamps,
  });
  const room = roomSchema.parse({ id: roomId, projectId: id, name: 'Salon', ...stamps });
  const line = purchaseOrderLineSchema.parse({
    id: uuidv7(),
    projectId: id,
    roomId,
    furnitureId: uuidv7(),
    quantity: 1,
    unitPriceCents: 100_000,
    ...stamps,
  });
  for (const [entity, row] of [
    ['projects', project],
    ['rooms', room],
    ['purchaseOrderLines', line],
  ] as const) {
    if (!env.store.has(entity)) env.store.set(entity, new Map());
    env.store.get(entity)!.set(row.id, row);
  }
  return id;
}

/** The quote's total excluding VAT as every screen reads it: through the project's multiplier. */
function totalOf(env: MutatorEnv, projectId: string): number {
  const project = env.row('projects', projectId) as Project;
  const client = env.row('clients', clientId) as { pricingMultiplier: number };
  const rooms = env.rows('rooms').filter((room) => room.projectId === projectId) as never[];
  const lines = env.rows('purchaseOrderLines').filter((line) => line.projectId === projectId) as never[];
  return projectQuoteTotals(project, rooms, lines, projectMultiplier(project, client), 28, []).total
    .exclVatCents;
}

describe('the multiplier a project is priced through', () => {
  it('is the one its submitted quote keeps, else the client’s, else 1', () => {
    expect(projectMultiplier({ frozenMultiplier: 1.5 }, { pricingMultiplier: 2 })).toBe(1.5);
    expect(projectMultiplier({ frozenMultiplier: null }, { pricingMultiplier: 2 })).toBe(2);
    expect(projectMultiplier({ frozenMultiplier: null }, undefined)).toBe(1);
  });

  it('1.5 turns 1,000 into 1,500; a new multiplier reprices drafts, not submitted quotes, until reopened', async () => {
    const env = setup();
    expect(await env.run(admin, 'clientUpdate', { id: clientId, patch: { pricingMultiplier: 1.5 } })).toEqual(
      {
        status: 'applied',
      },
    );
    const submitted = seedProject(env, 'done');
    const draft = seedProject(env, 'draft');
    expect(totalOf(env, submitted)).toBe(150_000);

    await env.run(admin, 'clientUpdate', { id: clientId, patch: { pricingMultiplier: 2 } });
    expect(env.row('projects', submitted)).toMatchObject({
      frozenMultiplier: 1.5,
      clientPriceOverrideCents: null,
    });
    expect(totalOf(env, submitted)).toBe(150_000);
    expect(totalOf(env, draft)).toBe(200_000);
    // A second change keeps the price the quote was submitted at.
    await env.run(admin, 'clientUpdate', { id: clientId, patch: { pricingMultiplier: 3 } });
    expect(totalOf(env, submitted)).toBe(150_000);

    expect(await env.run(agent, 'projectTransition', { id: submitted, action: 'reopen' })).toEqual({
      status: 'applied',
    });
    expect(env.row('projects', submitted)).toMatchObject({ frozenMultiplier: null });
    expect(totalOf(env, submitted)).toBe(300_000);
  });
});
