import { describe, expect, it } from 'vitest';
import { childId, uuidv7 } from '../../../src/domain/ids';
import { defaultRentMonths as rentMonths, projectQuoteTotals } from '../../../src/domain/pricing';
import { demoIds } from '../../../server/seed/accounts';
import {
  applied,
  everyRow,
  projectIn,
  refused,
  stored,
  storedWhere,
  officeSuite,
  otherRoles,
} from './office-helpers';

/*
 * The office's actions that copy or reshape a project (spec section 4): duplicate, copy the quote
 * without the unavailability changes, rent <-> buy, a parent module with a submodule per room, a
 * complementary project. Each is the office's only, and a create never overwrites a row.
 */

const suite = officeSuite();

/** A project in validation whose first line the office has marked removed (an unavailability change). */
async function withChange() {
  const project = await projectIn(suite.devices(), suite.furniture, 'validation');
  expect(
    await suite.admin.push('lineUnavailability', {
      id: project.lineIds[0],
      change: 'remove',
      certified: true,
    }),
  ).toMatchObject(applied);
  return project;
}

describe('projectDuplicate and projectCopyQuote', () => {
  it('duplicates rooms and lines as a new draft, ids derived from the new project, changes kept', async () => {
    const { projectId, roomIds, lineIds } = await withChange();
    const newProjectId = uuidv7();
    expect(
      await suite.admin.push('projectDuplicate', {
        id: projectId,
        newProjectId,
        name: 'Appartement Voltaire (2)',
      }),
    ).toMatchObject(applied);
    const source = await stored(suite.env, 'projects', projectId);
    expect(await stored(suite.env, 'projects', newProjectId)).toMatchObject({
      name: 'Appartement Voltaire (2)',
      clientId: source?.clientId,
      creatorId: source?.creatorId,
      projectType: source?.projectType,
      status: 'draft',
      clientStatus: 'draft',
      submittedAt: null,
    });
    const rooms = await storedWhere(suite.env, 'rooms', 'projectId', newProjectId);
    expect(rooms.map((room) => room.id).sort()).toEqual(
      roomIds.map((id) => childId(newProjectId, id)).sort(),
    );
    const lines = await storedWhere(suite.env, 'purchaseOrderLines', 'projectId', newProjectId);
    expect(lines.map((line) => line.id).sort()).toEqual(
      lineIds.map((id) => childId(newProjectId, id)).sort(),
    );
    expect(await stored(suite.env, 'purchaseOrderLines', childId(newProjectId, lineIds[0]!))).toMatchObject({
      roomId: childId(newProjectId, roomIds[0]!),
      unavailability: { change: 'remove' },
    });
    // The original is untouched.
    expect(await stored(suite.env, 'projects', projectId)).toEqual(source);
  });

  it('copies the quote without the unavailability changes', async () => {
    const { projectId, lineIds } = await withChange();
    const newProjectId = uuidv7();
    expect(await suite.admin.push('projectCopyQuote', { id: projectId, newProjectId })).toMatchObject(
      applied,
    );
    const quoted = await stored(suite.env, 'purchaseOrderLines', lineIds[0]!);
    expect(await stored(suite.env, 'purchaseOrderLines', childId(newProjectId, lineIds[0]!))).toMatchObject({
      furnitureId: quoted?.furnitureId,
      quantity: quoted?.quantity,
      unitPriceCents: quoted?.unitPriceCents,
      unavailability: null,
    });
    expect(await stored(suite.env, 'purchaseOrderLines', lineIds[0]!)).toMatchObject({
      unavailability: { change: 'remove' },
    });
  });

  it.each(['projectDuplicate', 'projectCopyQuote'])(
    '%s never overwrites: the id of an existing project is refused, nothing changed',
    async (name) => {
      const { projectId } = await withChange();
      const other = await projectIn(suite.devices(), suite.furniture, 'draft');
      const before = await everyRow(suite.env);
      expect(await suite.admin.push(name, { id: projectId, newProjectId: other.projectId })).toMatchObject(
        refused('conflict'),
      );
      expect(await everyRow(suite.env)).toEqual(before);
    },
  );
});

describe('projectToggleBilling', () => {
  it('switches rent and buy, and the prices follow', async () => {
    const { projectId } = await projectIn(suite.devices(), suite.furniture, 'quotation');
    const before = await stored(suite.env, 'projects', projectId);
    const rooms = await storedWhere(suite.env, 'rooms', 'projectId', projectId);
    const lines = await storedWhere(suite.env, 'purchaseOrderLines', 'projectId', projectId);
    const totals = (project: NonNullable<typeof before>) =>
      projectQuoteTotals(project, rooms, lines, 1.5, rentMonths, []);
    expect(await suite.admin.push('projectToggleBilling', { id: projectId })).toMatchObject(applied);
    const after = await stored(suite.env, 'projects', projectId);
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
    expect(await suite.admin.push('projectToggleBilling', { id: projectId })).toMatchObject(applied);
    expect((await stored(suite.env, 'projects', projectId))?.billingType).toBe(before?.billingType);
  });

  it('is refused once the project is validated, with its reason', async () => {
    const { projectId } = await projectIn(suite.devices(), suite.furniture, 'validated');
    expect(await suite.admin.push('projectToggleBilling', { id: projectId })).toMatchObject(
      refused('project/already_validated'),
    );
  });
});

describe('projectToParentModule', () => {
  it('makes a parent module with one submodule per room, which applies back as the same rooms', async () => {
    const { projectId, roomIds } = await projectIn(suite.devices(), suite.furniture, 'quotation', 3);
    const moduleId = uuidv7();
    expect(await suite.admin.push('projectToParentModule', { id: projectId, moduleId })).toMatchObject(
      applied,
    );
    const parent = await stored(suite.env, 'furnitureModules', moduleId);
    expect(parent).toMatchObject({ name: 'Appartement Voltaire', clientIds: [demoIds.companyClient] });
    const submodules = await storedWhere(suite.env, 'furnitureModules', 'parentModuleId', moduleId);
    expect(submodules.map((module) => module.id).sort()).toEqual(
      roomIds.map((id) => childId(moduleId, id)).sort(),
    );
    const lines = await storedWhere(suite.env, 'purchaseOrderLines', 'projectId', projectId);
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

    const target = await projectIn(suite.devices(), suite.furniture, 'draft', 0);
    expect(
      await suite.agent.push('projectApplyOffer', {
        projectId: target.projectId,
        source: { kind: 'module', moduleId },
        idSeed: uuidv7(),
      }),
    ).toMatchObject(applied);
    const appliedRooms = await storedWhere(suite.env, 'rooms', 'projectId', target.projectId);
    expect(appliedRooms.map((room) => room.name).sort()).toEqual([
      'Pièce 1',
      'Pièce 1',
      'Pièce 2',
      'Pièce 2',
    ]);
  });

  it('never overwrites an existing module', async () => {
    const { projectId } = await projectIn(suite.devices(), suite.furniture, 'quotation');
    const first = uuidv7();
    expect(await suite.admin.push('projectToParentModule', { id: projectId, moduleId: first })).toMatchObject(
      applied,
    );
    const parent = await stored(suite.env, 'furnitureModules', first);
    expect(await suite.admin.push('projectToParentModule', { id: projectId, moduleId: first })).toMatchObject(
      refused('conflict'),
    );
    expect(await stored(suite.env, 'furnitureModules', first)).toEqual(parent);
  });
});

describe('projectCreateComplementary', () => {
  it('creates a child draft of the same client, linked to its parent', async () => {
    const { projectId } = await projectIn(suite.devices(), suite.furniture, 'validated');
    const newProjectId = uuidv7();
    expect(
      await suite.admin.push('projectCreateComplementary', {
        id: projectId,
        newProjectId,
        name: 'Réserves Voltaire',
      }),
    ).toMatchObject(applied);
    const parent = await stored(suite.env, 'projects', projectId);
    expect(await stored(suite.env, 'projects', newProjectId)).toMatchObject({
      name: 'Réserves Voltaire',
      parentProjectId: projectId,
      clientId: parent?.clientId,
      creatorId: parent?.creatorId,
      address: parent?.address,
      status: 'draft',
    });
    expect(await storedWhere(suite.env, 'projects', 'parentProjectId', projectId)).toHaveLength(1);
    expect(
      await suite.admin.push('projectCreateComplementary', {
        id: projectId,
        newProjectId: projectId,
        name: 'Encore',
      }),
    ).toMatchObject(refused('conflict'));
    expect(await stored(suite.env, 'projects', projectId)).toEqual(parent);
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
    const { projectId } = await projectIn(suite.devices(), suite.furniture, 'validated');
    const others = await otherRoles(suite, projectId);
    const before = await everyRow(suite.env);
    for (const [name, args] of actions)
      for (const [role, device, code] of others)
        expect(await device.push(name, args(projectId)), `${role} ${name}`).toMatchObject(refused(code));
    expect(await everyRow(suite.env)).toEqual(before);
  });

  it('lets the office do each of them', async () => {
    for (const [name, args, status] of actions) {
      const { projectId } = await projectIn(suite.devices(), suite.furniture, status, 1);
      expect(await suite.admin.push(name, args(projectId)), name).toMatchObject(applied);
    }
  });
});
