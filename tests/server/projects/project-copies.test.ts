import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Furniture } from '../../../src/domain/entities/furniture.schema';
import { childId, uuidv7 } from '../../../src/domain/ids';
import { projectQuoteTotals, rentMonths } from '../../../src/domain/pricing';
import { demoIds } from '../../../server/seed/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  applied,
  emails,
  everyRow,
  installerDevice,
  projectIn,
  quotableFurniture,
  refused,
  stored,
  storedWhere,
  userDevice,
  type Device,
} from './office-helpers';

/*
 * The office's actions that copy or reshape a project (spec section 4): duplicate, copy the quote
 * without the unavailability changes, rent <-> buy, a parent module with a submodule per room, a
 * complementary project. Each is the office's only, and a create never overwrites a row.
 */

let env: TestApp;
let furniture: Furniture[];
let admin: Device & { token: string };
let agent: Device;

beforeAll(async () => {
  env = await createTestApp();
});
beforeEach(async () => {
  await env.reset();
  admin = await userDevice(env, emails.admin);
  agent = await userDevice(env, emails.clientAgent);
  furniture ??= await quotableFurniture(env, await env.login(emails.clientAgent));
});
afterAll(async () => env?.close());

/** A project in validation whose first line the office has marked removed (an unavailability change). */
async function withChange() {
  const project = await projectIn({ admin, agent }, furniture, 'validation');
  expect(
    await admin.push('lineUnavailability', { id: project.lineIds[0], change: 'remove', certified: true }),
  ).toMatchObject(applied);
  return project;
}

describe('projectDuplicate and projectCopyQuote', () => {
  it('duplicates rooms and lines as a new draft, ids derived from the new project, changes kept', async () => {
    const { projectId, roomIds, lineIds } = await withChange();
    const newProjectId = uuidv7();
    expect(
      await admin.push('projectDuplicate', { id: projectId, newProjectId, name: 'Appartement Voltaire (2)' }),
    ).toMatchObject(applied);
    const source = await stored(env, 'projects', projectId);
    expect(await stored(env, 'projects', newProjectId)).toMatchObject({
      name: 'Appartement Voltaire (2)',
      clientId: source?.clientId,
      creatorId: source?.creatorId,
      projectType: source?.projectType,
      status: 'draft',
      clientStatus: 'draft',
      submittedAt: null,
    });
    const rooms = await storedWhere(env, 'rooms', 'projectId', newProjectId);
    expect(rooms.map((room) => room.id).sort()).toEqual(
      roomIds.map((id) => childId(newProjectId, id)).sort(),
    );
    const lines = await storedWhere(env, 'purchaseOrderLines', 'projectId', newProjectId);
    expect(lines.map((line) => line.id).sort()).toEqual(
      lineIds.map((id) => childId(newProjectId, id)).sort(),
    );
    expect(await stored(env, 'purchaseOrderLines', childId(newProjectId, lineIds[0]!))).toMatchObject({
      roomId: childId(newProjectId, roomIds[0]!),
      unavailability: { change: 'remove' },
    });
    // The original is untouched.
    expect(await stored(env, 'projects', projectId)).toEqual(source);
  });

  it('copies the quote without the unavailability changes', async () => {
    const { projectId, lineIds } = await withChange();
    const newProjectId = uuidv7();
    expect(await admin.push('projectCopyQuote', { id: projectId, newProjectId })).toMatchObject(applied);
    const quoted = await stored(env, 'purchaseOrderLines', lineIds[0]!);
    expect(await stored(env, 'purchaseOrderLines', childId(newProjectId, lineIds[0]!))).toMatchObject({
      furnitureId: quoted?.furnitureId,
      quantity: quoted?.quantity,
      unitPriceCents: quoted?.unitPriceCents,
      unavailability: null,
    });
    expect(await stored(env, 'purchaseOrderLines', lineIds[0]!)).toMatchObject({
      unavailability: { change: 'remove' },
    });
  });

  it.each(['projectDuplicate', 'projectCopyQuote'])(
    '%s never overwrites: the id of an existing project is refused, nothing changed',
    async (name) => {
      const { projectId } = await withChange();
      const other = await projectIn({ admin, agent }, furniture, 'draft');
      const before = await everyRow(env);
      expect(await admin.push(name, { id: projectId, newProjectId: other.projectId })).toMatchObject(
        refused('conflict'),
      );
      expect(await everyRow(env)).toEqual(before);
    },
  );
});

describe('projectToggleBilling', () => {
  it('switches rent and buy, and the prices follow', async () => {
    const { projectId } = await projectIn({ admin, agent }, furniture, 'quotation');
    const before = await stored(env, 'projects', projectId);
    const rooms = await storedWhere(env, 'rooms', 'projectId', projectId);
    const lines = await storedWhere(env, 'purchaseOrderLines', 'projectId', projectId);
    const totals = (project: NonNullable<typeof before>) => projectQuoteTotals(project, rooms, lines, 1.5);
    expect(await admin.push('projectToggleBilling', { id: projectId })).toMatchObject(applied);
    const after = await stored(env, 'projects', projectId);
    expect(after?.billingType).toBe(before?.billingType === 'rent' ? 'buy' : 'rent');
    const renting = after?.billingType === 'rent' ? totals(after) : totals(before!);
    const buying = after?.billingType === 'buy' ? totals(after) : totals(before!);
    expect(buying.monthly).toBeNull();
    // The rental is 28 months of rent, each unit's month a 28th of its price rounded once: at most
    // half a cent a unit a month from the price bought.
    const monthly = renting.monthly!;
    expect(renting.total.exclVatCents).toBe(monthly.exclVatCents * rentMonths);
    const copies = new Map(rooms.map((room) => [room.id, room.multiplier]));
    const units = lines.reduce((sum, line) => sum + line.quantity * (copies.get(line.roomId) ?? 0), 0);
    expect(Math.abs(monthly.exclVatCents * rentMonths - buying.total.exclVatCents)).toBeLessThanOrEqual(
      (units * rentMonths) / 2,
    );
    expect(await admin.push('projectToggleBilling', { id: projectId })).toMatchObject(applied);
    expect((await stored(env, 'projects', projectId))?.billingType).toBe(before?.billingType);
  });

  it('is refused once the project is validated, with its reason', async () => {
    const { projectId } = await projectIn({ admin, agent }, furniture, 'validated');
    expect(await admin.push('projectToggleBilling', { id: projectId })).toMatchObject(
      refused('project/already_validated'),
    );
  });
});

describe('projectToParentModule', () => {
  it('makes a parent module with one submodule per room, which applies back as the same rooms', async () => {
    const { projectId, roomIds } = await projectIn({ admin, agent }, furniture, 'quotation', 3);
    const moduleId = uuidv7();
    expect(await admin.push('projectToParentModule', { id: projectId, moduleId })).toMatchObject(applied);
    const parent = await stored(env, 'furnitureModules', moduleId);
    expect(parent).toMatchObject({ name: 'Appartement Voltaire', clientIds: [demoIds.companyClient] });
    const submodules = await storedWhere(env, 'furnitureModules', 'parentModuleId', moduleId);
    expect(submodules.map((module) => module.id).sort()).toEqual(
      roomIds.map((id) => childId(moduleId, id)).sort(),
    );
    const lines = await storedWhere(env, 'purchaseOrderLines', 'projectId', projectId);
    for (const module of submodules) {
      const room = roomIds.find((id) => childId(moduleId, id) === module.id)!;
      expect(module.contentLines.map((line) => [line.refId, line.quantity]).sort()).toEqual(
        lines
          .filter((line) => line.roomId === room)
          .map((line) => [line.furnitureId, line.quantity])
          .sort(),
      );
    }
    expect(parent?.contentLines.map((line) => line.refId).sort()).toEqual(
      submodules.map((module) => module.id).sort(),
    );

    const target = await projectIn({ admin, agent }, furniture, 'draft', 0);
    expect(
      await agent.push('projectApplyOffer', {
        projectId: target.projectId,
        source: { kind: 'module', moduleId },
        idSeed: uuidv7(),
      }),
    ).toMatchObject(applied);
    const appliedRooms = await storedWhere(env, 'rooms', 'projectId', target.projectId);
    expect(appliedRooms.map((room) => room.name).sort()).toEqual([
      'Pièce 1',
      'Pièce 1',
      'Pièce 2',
      'Pièce 2',
    ]);
  });

  it('never overwrites an existing module', async () => {
    const { projectId } = await projectIn({ admin, agent }, furniture, 'quotation');
    const first = uuidv7();
    expect(await admin.push('projectToParentModule', { id: projectId, moduleId: first })).toMatchObject(
      applied,
    );
    const parent = await stored(env, 'furnitureModules', first);
    expect(await admin.push('projectToParentModule', { id: projectId, moduleId: first })).toMatchObject(
      refused('conflict'),
    );
    expect(await stored(env, 'furnitureModules', first)).toEqual(parent);
  });
});

describe('projectCreateComplementary', () => {
  it('creates a child draft of the same client, linked to its parent', async () => {
    const { projectId } = await projectIn({ admin, agent }, furniture, 'validated');
    const newProjectId = uuidv7();
    expect(
      await admin.push('projectCreateComplementary', {
        id: projectId,
        newProjectId,
        name: 'Réserves Voltaire',
      }),
    ).toMatchObject(applied);
    const parent = await stored(env, 'projects', projectId);
    expect(await stored(env, 'projects', newProjectId)).toMatchObject({
      name: 'Réserves Voltaire',
      parentProjectId: projectId,
      clientId: parent?.clientId,
      creatorId: parent?.creatorId,
      address: parent?.address,
      status: 'draft',
    });
    expect(await storedWhere(env, 'projects', 'parentProjectId', projectId)).toHaveLength(1);
    expect(
      await admin.push('projectCreateComplementary', {
        id: projectId,
        newProjectId: projectId,
        name: 'Encore',
      }),
    ).toMatchObject(refused('conflict'));
    expect(await stored(env, 'projects', projectId)).toEqual(parent);
  });
});

describe('every copy action x every role', () => {
  /** Each action, its args, and a status it starts from. */
  const actions: Array<[string, (projectId: string) => Record<string, unknown>, 'validation' | 'validated']> =
    [
      ['projectDuplicate', (id) => ({ id, newProjectId: uuidv7() }), 'validated'],
      ['projectCopyQuote', (id) => ({ id, newProjectId: uuidv7() }), 'validated'],
      ['projectToggleBilling', (id) => ({ id }), 'validation'],
      ['projectToParentModule', (id) => ({ id, moduleId: uuidv7() }), 'validated'],
      ['projectCreateComplementary', (id) => ({ id, newProjectId: uuidv7(), name: 'Réserves' }), 'validated'],
      ['projectTransition', (id) => ({ id, action: 'cancel' }), 'validation'],
    ];

  it('refuses the client admin, the client agent, a referrer and an installer, with nothing changed', async () => {
    // Validated: every action above may start from it but the billing switch, which then refuses by state.
    const { projectId } = await projectIn({ admin, agent }, furniture, 'validated');
    const others: Array<[string, Device, string]> = [
      ['client admin', await userDevice(env, emails.clientAdmin), 'auth/forbidden'],
      ['client agent (its creator)', agent, 'auth/forbidden'],
      ['business referrer', await userDevice(env, emails.referrer), 'not_found'],
      ['installer of the order', await installerDevice(env, admin.token, projectId), 'auth/forbidden'],
    ];
    const before = await everyRow(env);
    for (const [name, args] of actions)
      for (const [role, device, code] of others)
        expect(await device.push(name, args(projectId)), `${role} ${name}`).toMatchObject(refused(code));
    expect(await everyRow(env)).toEqual(before);
  });

  it('lets the office do each of them', async () => {
    for (const [name, args, status] of actions) {
      const { projectId } = await projectIn({ admin, agent }, furniture, status, 1);
      expect(await admin.push(name, args(projectId)), name).toMatchObject(applied);
    }
  });
});
