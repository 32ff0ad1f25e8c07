import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../../src/domain/ids';
import { createMemoryTransaction, executeMutation, type Actor } from '../../../src/domain/mutators';
import {
  admin,
  agent,
  clientAdmin,
  clientId,
  draftProject,
  furniture,
  now,
  otherAgent,
  otherClientId,
  referrer,
  setup,
  user,
  type MutatorEnv,
} from './support/mutator-env';

describe('projects', () => {
  it('a client creates a draft owned by its client, with server-side stamps', async () => {
    const env = setup();
    const id = await draftProject(env, agent);
    expect(env.row('projects', id)).toMatchObject({
      clientId,
      creatorId: agent.kind === 'user' ? agent.userId : '',
      status: 'draft',
      createdAt: now,
      updatedAt: now,
    });
  });

  it('an admin must name the client; a referrer cannot create', async () => {
    const env = setup();
    expect(await env.run(admin, 'projectCreate', { id: uuidv7(), name: 'X' })).toMatchObject({
      code: 'validation',
    });
    expect(await env.run(admin, 'projectCreate', { id: uuidv7(), name: 'X', clientId })).toEqual({
      status: 'applied',
    });
    expect(await env.run(referrer, 'projectCreate', { id: uuidv7(), name: 'X' })).toMatchObject({
      code: 'auth/forbidden',
    });
  });

  it('invalid args are rejected with the validation code', async () => {
    const env = setup();
    const result = await env.run(agent, 'projectCreate', { id: 'not-a-uuid', name: '' });
    expect(result).toMatchObject({ status: 'rejected', code: 'validation' });
  });

  it('an agent cannot touch another agent’s project; the client admin can', async () => {
    const env = setup();
    const id = await draftProject(env, agent);
    expect(await env.run(otherAgent, 'projectUpdate', { id, patch: { name: 'Nope' } })).toMatchObject({
      code: 'not_found',
    });
    expect(await env.run(clientAdmin, 'projectUpdate', { id, patch: { name: 'Renamed' } })).toEqual({
      status: 'applied',
    });
    // A patch leaves the fields it does not name alone, defaulted ones included.
    expect(env.row('projects', id)).toMatchObject({ name: 'Renamed', clientId, status: 'draft' });
  });

  it('no one patches the workflow, and a client cannot edit its submitted project', async () => {
    const env = setup();
    const id = await draftProject(env, agent);
    // The workflow moves only through projectTransition: a patch naming it is refused, not dropped.
    for (const actor of [agent, admin]) {
      const patched = executeMutation(createMemoryTransaction(env.store, actor, now), 'projectUpdate', {
        id,
        patch: { status: 'quotation' },
      });
      expect(await patched).toMatchObject({ code: 'validation' });
    }
    expect(await env.run(agent, 'projectUpdate', { id, patch: { projectType: 'T2' } })).toEqual({
      status: 'applied',
    });
    const roomId = uuidv7();
    await env.run(agent, 'roomCreate', { id: roomId, projectId: id, name: 'Salon' });
    await env.run(agent, 'lineAdd', { id: uuidv7(), roomId, furnitureId: await furniture(env), quantity: 1 });
    expect(await env.run(agent, 'projectTransition', { id, action: 'submit' })).toEqual({
      status: 'applied',
    });
    expect(env.row('projects', id)).toMatchObject({
      status: 'draft',
      clientStatus: 'done',
      submittedAt: now,
    });
    expect(await env.run(agent, 'projectUpdate', { id, patch: { note: 'late' } })).toMatchObject({
      code: 'conflict',
    });
  });

  it('another client never reaches the project', async () => {
    const env = setup();
    const id = await draftProject(env, clientAdmin);
    const stranger = user({ clientId: otherClientId, clientRole: 'admin' });
    expect(await env.run(stranger, 'projectDelete', { id })).toMatchObject({ code: 'not_found' });
  });

  it('deleting a project removes its rooms and lines', async () => {
    const env = setup();
    const projectId = await draftProject(env, agent);
    const roomId = uuidv7();
    await env.run(agent, 'roomCreate', { id: roomId, projectId, name: 'Salon' });
    await env.run(agent, 'lineAdd', { id: uuidv7(), roomId, furnitureId: await furniture(env), quantity: 1 });
    expect(await env.run(agent, 'projectDelete', { id: projectId })).toEqual({ status: 'applied' });
    expect(env.rows('projects')).toEqual([]);
    expect(env.rows('rooms')).toEqual([]);
    expect(env.rows('purchaseOrderLines')).toEqual([]);
  });
});

describe('rooms and lines', () => {
  it('adds the default rooms after the existing ones', async () => {
    const env = setup();
    const projectId = await draftProject(env, agent);
    await env.run(agent, 'roomCreate', { id: uuidv7(), projectId, name: 'Entrée' });
    const result = await env.run(agent, 'roomAddDefaults', {
      projectId,
      rooms: [
        { id: uuidv7(), key: 'bathroom', name: 'Salle de bain' },
        { id: uuidv7(), key: 'kitchen', name: 'Cuisine' },
      ],
    });
    expect(result).toEqual({ status: 'applied' });
    const rooms = env.rows('rooms').map((room) => [room.name, room.position]);
    expect(rooms).toEqual([
      ['Entrée', 0],
      ['Salle de bain', 1],
      ['Cuisine', 2],
    ]);
  });

  it('renames a room and removes it with its lines', async () => {
    const env = setup();
    const projectId = await draftProject(env, agent);
    const roomId = uuidv7();
    await env.run(agent, 'roomCreate', { id: roomId, projectId, name: 'Chambre' });
    expect(await env.run(agent, 'roomRename', { id: roomId, name: 'Chambre 1' })).toEqual({
      status: 'applied',
    });
    expect(env.row('rooms', roomId)).toMatchObject({ name: 'Chambre 1' });
    await env.run(agent, 'lineAdd', { id: uuidv7(), roomId, furnitureId: await furniture(env), quantity: 2 });
    expect(await env.run(agent, 'roomDelete', { id: roomId })).toEqual({ status: 'applied' });
    expect(env.rows('purchaseOrderLines')).toEqual([]);
  });

  it('a line takes the catalogue price and the project VAT, and its quantity can change', async () => {
    const env = setup();
    const projectId = await draftProject(env, agent);
    const roomId = uuidv7();
    await env.run(agent, 'roomCreate', { id: roomId, projectId, name: 'Salon' });
    const lineId = uuidv7();
    const furnitureId = await furniture(env, 45_000);
    expect(await env.run(agent, 'lineAdd', { id: lineId, roomId, furnitureId, quantity: 2 })).toEqual({
      status: 'applied',
    });
    expect(env.row('purchaseOrderLines', lineId)).toMatchObject({
      projectId,
      unitPriceCents: 45_000,
      vatRateBp: 2000,
      quantity: 2,
    });
    expect(await env.run(agent, 'lineUpdateQuantity', { id: lineId, quantity: 5 })).toEqual({
      status: 'applied',
    });
    expect(env.row('purchaseOrderLines', lineId)).toMatchObject({ quantity: 5 });
    expect(await env.run(agent, 'lineRemove', { id: lineId })).toEqual({ status: 'applied' });
    expect(env.row('purchaseOrderLines', lineId)).toBeUndefined();
  });

  it('a line needs exactly one of furniture and module, and an existing one', async () => {
    const env = setup();
    const projectId = await draftProject(env, agent);
    const roomId = uuidv7();
    await env.run(agent, 'roomCreate', { id: roomId, projectId, name: 'Salon' });
    expect(await env.run(agent, 'lineAdd', { id: uuidv7(), roomId, quantity: 1 })).toMatchObject({
      code: 'validation',
    });
    expect(
      await env.run(agent, 'lineAdd', { id: uuidv7(), roomId, furnitureId: uuidv7(), quantity: 1 }),
    ).toMatchObject({ code: 'not_found' });
  });

  it('a module line is priced at cost from its content, and a negotiated one is a pack until a change', async () => {
    const env = setup();
    const projectId = await draftProject(env, agent);
    const roomId = uuidv7();
    await env.run(agent, 'roomCreate', { id: roomId, projectId, name: 'Salon' });
    const moduleId = uuidv7();
    const content = [
      { id: uuidv7(), kind: 'furniture' as const, refId: await furniture(env, 1000), quantity: 2 },
      { id: uuidv7(), kind: 'furniture' as const, refId: await furniture(env, 500), quantity: 1 },
    ];
    await env.run(admin, 'furnitureModuleCreate', {
      id: moduleId,
      name: 'Pack salon',
      contentLines: content,
      clientIds: [clientId],
    });
    const lineId = uuidv7();
    await env.run(agent, 'lineAdd', { id: lineId, roomId, moduleId, quantity: 1 });
    expect(env.row('purchaseOrderLines', lineId)).toMatchObject({
      unitPriceCents: 2500,
      furnitureId: null,
      moduleId,
    });
    await env.run(admin, 'furnitureModuleUpdate', {
      id: moduleId,
      patch: { clientPrices: [{ clientId, priceCents: 2000 }] },
    });
    const negotiatedId = uuidv7();
    await env.run(agent, 'lineAdd', { id: negotiatedId, roomId, moduleId, quantity: 3 });
    // At cost for buying; the client is charged the negotiated price, as a pack holding the line.
    const line = env.row('purchaseOrderLines', negotiatedId);
    expect(line).toMatchObject({ unitPriceCents: 2500, packId: expect.any(String) });
    expect(env.row('projects', projectId)?.packs).toEqual([
      { id: line?.packId, moduleId, name: 'Pack salon', quantity: 3, priceCents: 2000 },
    ]);
    // Changing the line ends the negotiated price: the pack leaves, the line is priced on its own.
    await env.run(agent, 'lineUpdateQuantity', { id: negotiatedId, quantity: 2 });
    expect(env.row('purchaseOrderLines', negotiatedId)).toMatchObject({ quantity: 2, packId: null });
    expect(env.row('projects', projectId)?.packs).toEqual([]);
  });

  it('a client quotes only the catalogue it receives; the office anything not archived', async () => {
    const env = setup();
    const b2c = user({ clientId: otherClientId, clientRole: 'admin' });
    const projectId = await draftProject(env, b2c);
    const roomId = uuidv7();
    await env.run(b2c, 'roomCreate', { id: roomId, projectId, name: 'Salon' });
    const module = async (fields: Record<string, unknown>) => {
      const id = uuidv7();
      expect(await env.run(admin, 'furnitureModuleCreate', { id, name: 'Pack', ...fields })).toEqual({
        status: 'applied',
      });
      return id;
    };
    const b2bOnly = await module({ clientIds: [clientId] });
    const archived = await module({ availableForB2C: true, archived: true });
    const open = await module({ availableForB2C: true });
    const disabled = await furniture(env);
    await env.run(admin, 'furnitureUpdate', { id: disabled, patch: { isDisabled: true } });
    const add = (actor: Actor, fields: { moduleId: string } | { furnitureId: string }) =>
      env.run(actor, 'lineAdd', { id: uuidv7(), roomId, quantity: 1, ...fields });
    expect(await add(b2c, { moduleId: b2bOnly })).toMatchObject({ code: 'not_found' });
    expect(await add(b2c, { moduleId: archived })).toMatchObject({ code: 'not_found' });
    expect(await add(b2c, { furnitureId: disabled })).toMatchObject({ code: 'conflict' });
    expect(env.rows('purchaseOrderLines')).toHaveLength(0);
    expect(await add(b2c, { moduleId: open })).toEqual({ status: 'applied' });
    expect(await add(admin, { moduleId: b2bOnly })).toEqual({ status: 'applied' });
    expect(await add(admin, { furnitureId: disabled })).toEqual({ status: 'applied' });
    expect(await add(admin, { moduleId: archived })).toMatchObject({ code: 'conflict' });
  });
});

describe('catalogue', () => {
  it('only admins write the catalogue', async () => {
    const env = setup();
    const id = await furniture(env);
    expect(await env.run(clientAdmin, 'furnitureUpdate', { id, patch: { name: 'X' } })).toMatchObject({
      code: 'auth/forbidden',
    });
    expect(await env.run(admin, 'furnitureUpdate', { id, patch: { archived: true } })).toEqual({
      status: 'applied',
    });
    expect(await env.run(admin, 'furnitureDelete', { id })).toEqual({ status: 'applied' });
    expect(env.row('furniture', id)).toBeUndefined();
  });

  it('a range needs a core furniture', async () => {
    const env = setup();
    const furnitureId = await furniture(env);
    const items = [{ furnitureId, core: false }];
    expect(
      await env.run(admin, 'furnitureRangeCreate', { id: uuidv7(), name: 'Nordique', items }),
    ).toMatchObject({
      code: 'catalogue/range_needs_core',
    });
    const withCore = [{ furnitureId, core: true }];
    expect(
      await env.run(admin, 'furnitureRangeCreate', { id: uuidv7(), name: 'Nordique', items: withCore }),
    ).toEqual({
      status: 'applied',
    });
  });
});

describe('verification cards', () => {
  function seedCard(env: MutatorEnv, projectId: string) {
    const id = uuidv7();
    env.store.set(
      'verificationCards',
      new Map([
        [
          id,
          {
            id,
            projectId,
            interventionId: uuidv7(),
            lineId: uuidv7(),
            quantityAsked: 3,
            quantityChecked: 0,
            checked: false,
            returnedToWarehouse: false,
            notes: '',
            problemStatus: 'none',
            createdAt: now,
            updatedAt: now,
          },
        ],
      ]),
    );
    return id;
  }

  it('an installer updates cards of its purchase order only; clients cannot', async () => {
    const env = setup();
    const projectId = uuidv7();
    const id = seedCard(env, projectId);
    const installer: Actor = { kind: 'installer', purchaseOrderId: projectId, tokenId: uuidv7() };
    const patch = { checked: true, quantityChecked: 3, problemStatus: 'damaged_item' as const };
    expect(await env.run(installer, 'verificationCardUpdate', { id, patch })).toEqual({ status: 'applied' });
    expect(env.row('verificationCards', id)).toMatchObject(patch);
    const stranger: Actor = { kind: 'installer', purchaseOrderId: uuidv7(), tokenId: uuidv7() };
    expect(await env.run(stranger, 'verificationCardUpdate', { id, patch })).toMatchObject({
      code: 'not_found',
    });
    expect(await env.run(clientAdmin, 'verificationCardUpdate', { id, patch })).toMatchObject({
      code: 'auth/forbidden',
    });
  });

  it('"verify all" checks the room\'s lines but leaves a line with a problem as it is', async () => {
    const env = setup();
    const projectId = uuidv7();
    const interventionId = uuidv7();
    const roomId = uuidv7();
    const installer: Actor = { kind: 'installer', purchaseOrderId: projectId, tokenId: uuidv7() };
    env.store.set('interventions', new Map([[interventionId, { id: interventionId, projectId }]]));
    const lines = new Map<string, Record<string, unknown>>();
    const cards = new Map<string, Record<string, unknown>>();
    for (const problemStatus of ['none', 'missing_item', 'none'] as const) {
      const lineId = uuidv7();
      const id = uuidv7();
      lines.set(lineId, { id: lineId, projectId, roomId });
      cards.set(id, {
        id,
        projectId,
        interventionId,
        lineId,
        quantityAsked: 2,
        quantityChecked: problemStatus === 'none' ? 0 : 1,
        checked: problemStatus !== 'none',
        returnedToWarehouse: false,
        notes: '',
        problemStatus,
        createdAt: now,
        updatedAt: now,
      });
    }
    env.store.set('purchaseOrderLines', lines);
    env.store.set('verificationCards', cards);
    expect(await env.run(installer, 'verificationCardsVerifyRoom', { interventionId, roomId })).toEqual({
      status: 'applied',
    });
    const after = env.rows('verificationCards');
    expect(after.filter((card) => card.problemStatus === 'none')).toMatchObject([
      { checked: true, quantityChecked: 2 },
      { checked: true, quantityChecked: 2 },
    ]);
    expect(after.filter((card) => card.problemStatus !== 'none')).toMatchObject([
      { problemStatus: 'missing_item', checked: true, quantityChecked: 1, updatedAt: now },
    ]);
  });
});
