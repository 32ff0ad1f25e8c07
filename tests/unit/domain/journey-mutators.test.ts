import { describe, expect, it } from 'vitest';
import { derivedId, uuidv7 } from '../../../src/domain/ids';
import type { ModuleContentLine } from '../../../src/domain/entities/furniture-module.schema';
import {
  admin,
  agent,
  clientAdmin,
  clientId,
  draftProject,
  furniture,
  now,
  setup,
  type MutatorEnv,
} from './support/mutator-env';

async function room(env: MutatorEnv, projectId: string, name = 'Salon') {
  const id = uuidv7();
  expect(await env.run(agent, 'roomCreate', { id, projectId, name })).toEqual({ status: 'applied' });
  return id;
}

async function module(env: MutatorEnv, name: string, fields: Record<string, unknown> = {}) {
  const id = uuidv7();
  const result = await env.run(admin, 'furnitureModuleCreate', {
    id,
    name,
    clientIds: [clientId],
    ...fields,
  });
  expect(result).toEqual({ status: 'applied' });
  return id;
}

async function range(env: MutatorEnv, name: string, items: { furnitureId: string; core: boolean }[]) {
  const id = uuidv7();
  expect(await env.run(admin, 'furnitureRangeCreate', { id, name, items })).toEqual({ status: 'applied' });
  return id;
}

const content = (kind: ModuleContentLine['kind'], refId: string | null, quantity = 1) => ({
  id: uuidv7(),
  kind,
  refId,
  url: kind === 'url' ? 'https://example.test/lampe' : '',
  quantity,
});

describe('projectTransition', () => {
  it('refuses a submission without a size, without a line, or with unacknowledged warnings', async () => {
    const env = setup();
    const id = await draftProject(env, agent);
    const submit = (acknowledgedWarnings?: boolean) =>
      env.run(agent, 'projectTransition', { id, action: 'submit', acknowledgedWarnings });
    expect(await submit()).toMatchObject({ status: 'rejected', code: 'project/size_required' });
    await env.run(agent, 'projectUpdate', { id, patch: { projectType: 'Studio' } });
    expect(await submit()).toMatchObject({ code: 'project/empty' });
    const warned = await furniture(env);
    await env.run(admin, 'furnitureUpdate', { id: warned, patch: { warningFr: 'Fixation murale requise' } });
    await env.run(agent, 'lineAdd', {
      id: uuidv7(),
      roomId: await room(env, id),
      furnitureId: warned,
      quantity: 1,
    });
    expect(await submit(false)).toMatchObject({ code: 'project/warnings_not_acknowledged' });
    expect(env.row('projects', id)).toMatchObject({ clientStatus: 'draft', submittedAt: null });
    expect(await submit(true)).toEqual({ status: 'applied' });
    expect(env.row('projects', id)).toMatchObject({
      status: 'draft',
      clientStatus: 'done',
      submittedAt: now,
    });
    expect(await submit(true)).toMatchObject({ code: 'conflict' });
  });

  it('lets the client take its submission back, and only the office quote it', async () => {
    const env = setup();
    const id = await draftProject(env, agent);
    await env.run(agent, 'projectUpdate', { id, patch: { projectType: 'T2' } });
    await env.run(agent, 'lineAdd', {
      id: uuidv7(),
      roomId: await room(env, id),
      furnitureId: await furniture(env),
      quantity: 1,
    });
    await env.run(agent, 'projectTransition', { id, action: 'submit' });
    expect(await env.run(clientAdmin, 'projectTransition', { id, action: 'markQuoted' })).toMatchObject({
      code: 'auth/forbidden',
    });
    expect(await env.run(agent, 'projectTransition', { id, action: 'reopen' })).toEqual({
      status: 'applied',
    });
    expect(env.row('projects', id)).toMatchObject({ clientStatus: 'draft', submittedAt: null });
    await env.run(agent, 'projectTransition', { id, action: 'submit' });
    // Quoted once numbered (src/domain/projects/general-requirements.ts).
    expect(await env.run(admin, 'projectTransition', { id, action: 'markQuoted' })).toMatchObject({
      code: 'project/general_incomplete',
    });
    await env.run(admin, 'projectUpdate', { id, patch: { operationNumber: 'OP-2026-0042' } });
    expect(await env.run(admin, 'projectTransition', { id, action: 'markQuoted' })).toEqual({
      status: 'applied',
    });
    // The client accepts only by signing (quoteAccept); the office records an acceptance it received.
    expect(await env.run(agent, 'projectTransition', { id, action: 'acceptQuote' })).toMatchObject({
      code: 'quote/signature_required',
    });
    expect(await env.run(admin, 'projectTransition', { id, action: 'acceptQuote' })).toEqual({
      status: 'applied',
    });
    expect(env.row('projects', id)).toMatchObject({ status: 'validation', clientStatus: 'done' });
  });
});

describe('lineReplace', () => {
  it('swaps the furniture and its price, keeping quantity, room and position', async () => {
    const env = setup();
    const projectId = await draftProject(env, agent);
    const roomId = await room(env, projectId);
    const lineId = uuidv7();
    await env.run(agent, 'lineAdd', { id: uuidv7(), roomId, furnitureId: await furniture(env), quantity: 1 });
    await env.run(agent, 'lineAdd', {
      id: lineId,
      roomId,
      furnitureId: await furniture(env, 1000),
      quantity: 4,
    });
    const other = await furniture(env, 2500);
    expect(await env.run(agent, 'lineReplace', { id: lineId, furnitureId: other })).toEqual({
      status: 'applied',
    });
    expect(env.row('purchaseOrderLines', lineId)).toMatchObject({
      furnitureId: other,
      unitPriceCents: 2500,
      quantity: 4,
      roomId,
      position: 1,
    });
  });

  it('refuses what the client may not quote, a module line, and a submitted project', async () => {
    const env = setup();
    const projectId = await draftProject(env, agent);
    await env.run(agent, 'projectUpdate', { id: projectId, patch: { projectType: 'T3' } });
    const roomId = await room(env, projectId);
    const lineId = uuidv7();
    await env.run(agent, 'lineAdd', { id: lineId, roomId, furnitureId: await furniture(env), quantity: 1 });
    const disabled = await furniture(env);
    await env.run(admin, 'furnitureUpdate', { id: disabled, patch: { isDisabled: true } });
    expect(await env.run(agent, 'lineReplace', { id: lineId, furnitureId: disabled })).toMatchObject({
      code: 'conflict',
    });
    expect(await env.run(agent, 'lineReplace', { id: lineId, furnitureId: uuidv7() })).toMatchObject({
      code: 'not_found',
    });
    const moduleLine = uuidv7();
    await env.run(agent, 'lineAdd', {
      id: moduleLine,
      roomId,
      moduleId: await module(env, 'Pack'),
      quantity: 1,
    });
    expect(
      await env.run(agent, 'lineReplace', { id: moduleLine, furnitureId: await furniture(env) }),
    ).toMatchObject({
      code: 'validation',
    });
    await env.run(agent, 'projectTransition', { id: projectId, action: 'submit' });
    expect(
      await env.run(agent, 'lineReplace', { id: lineId, furnitureId: await furniture(env) }),
    ).toMatchObject({
      code: 'conflict',
    });
  });
});

describe('projectApplyOffer', () => {
  it('makes one room per submodule, after the existing rooms, with ids derived from the seed', async () => {
    const env = setup();
    const projectId = await draftProject(env, agent);
    await room(env, projectId, 'Entrée');
    const sofa = await furniture(env, 40_000);
    const bed = await furniture(env, 30_000);
    const coreLamp = await furniture(env, 5000);
    const extraLamp = await furniture(env, 6000);
    const archived = await furniture(env, 1000);
    await env.run(admin, 'furnitureUpdate', { id: archived, patch: { archived: true } });
    const lamps = await range(env, 'Luminaires', [
      { furnitureId: coreLamp, core: true },
      { furnitureId: extraLamp, core: false },
    ]);
    const tvPack = await module(env, 'Pack TV', { contentLines: [content('furniture', sofa, 1)] });
    const parent = await module(env, 'Pack T2', { clientName: 'Appartement T2' });
    await module(env, 'Pack salon', {
      clientName: 'Salon',
      parentModuleId: parent,
      contentLines: [
        content('furniture', sofa, 2),
        content('module', tvPack),
        content('range', lamps, 3),
        content('url', null),
        content('furniture', archived),
      ],
    });
    const bedroom = await module(env, 'Pack chambre', {
      parentModuleId: parent,
      contentLines: [content('furniture', bed)],
    });
    // The parent names the bedroom twice over (two bedrooms) and leaves the living room unlisted.
    await env.run(admin, 'furnitureModuleUpdate', {
      id: parent,
      patch: { contentLines: [content('module', bedroom, 2)] },
    });
    const idSeed = uuidv7();
    const result = await env.run(agent, 'projectApplyOffer', {
      projectId,
      source: { kind: 'module', moduleId: parent },
      idSeed,
    });
    expect(result).toEqual({ status: 'applied' });
    const rooms = env.rows('rooms').filter((row) => row.name !== 'Entrée');
    expect(rooms.map((row) => [row.id, row.name, row.multiplier, row.position])).toEqual([
      [derivedId(idSeed, 0), 'Pack chambre', 2, 1],
      [derivedId(idSeed, 2), 'Salon', 1, 2],
    ]);
    const lines = env
      .rows('purchaseOrderLines')
      .map((row) => [
        row.id,
        row.roomId,
        row.furnitureId ?? row.moduleId,
        row.quantity,
        row.unitPriceCents,
        row.position,
      ]);
    expect(lines).toEqual([
      [derivedId(idSeed, 1), derivedId(idSeed, 0), bed, 1, 30_000, 0],
      [derivedId(idSeed, 3), derivedId(idSeed, 2), sofa, 2, 40_000, 0],
      [derivedId(idSeed, 4), derivedId(idSeed, 2), tvPack, 1, 40_000, 1],
      [derivedId(idSeed, 5), derivedId(idSeed, 2), coreLamp, 3, 5000, 2],
    ]);
  });

  it('makes one room of a module without submodules, or of a range’s core items', async () => {
    const env = setup();
    const projectId = await draftProject(env, agent);
    const desk = await furniture(env, 20_000);
    const chair = await furniture(env, 8000);
    const office = await module(env, 'Pack bureau', { contentLines: [content('furniture', desk)] });
    const seating = await range(env, 'Assises', [{ furnitureId: chair, core: true }]);
    for (const source of [
      { kind: 'module', moduleId: office },
      { kind: 'range', rangeId: seating },
    ] as const)
      expect(await env.run(agent, 'projectApplyOffer', { projectId, source, idSeed: uuidv7() })).toEqual({
        status: 'applied',
      });
    expect(env.rows('rooms').map((row) => [row.name, row.position])).toEqual([
      ['Pack bureau', 0],
      ['Assises', 1],
    ]);
    expect(env.rows('purchaseOrderLines').map((row) => row.furnitureId)).toEqual([desk, chair]);
  });

  it('refuses a module the client does not receive, and changes nothing', async () => {
    const env = setup();
    const projectId = await draftProject(env, agent);
    const foreign = await module(env, 'Pack privé', {
      clientIds: [uuidv7()],
      contentLines: [content('furniture', await furniture(env))],
    });
    const result = await env.run(agent, 'projectApplyOffer', {
      projectId,
      source: { kind: 'module', moduleId: foreign },
      idSeed: uuidv7(),
    });
    expect(result).toMatchObject({ code: 'not_found' });
    expect(env.rows('rooms')).toEqual([]);
  });
});
