import { mutate } from '../../../../src/db/mutate';
import type { Device } from './sim-devices';
import type { Random } from './sim-random';

const stamp = '2026-01-01T00:00:00.000Z';
const roomNames = ['Cuisine', 'Salle de bain', 'Séjour', 'Chambre', 'Bureau', 'Entrée'];

export interface LineAddRecord {
  device: string;
  mutationID: number;
  roomId: string;
}

type Operation = { name: string; args: unknown; lineAddRoom?: string };

type ProjectFacts = {
  id: string;
  status: string;
  clientStatus: string;
  projectType: string | null;
  operationNumber: string;
};

/**
 * The office's next move of a project along the workflow, out of the client's hands and back: a
 * draft gets its size, is submitted, quoted, then handed back.
 */
function workflowMove(project: ProjectFacts): Operation {
  const move = (action: string) => ({ name: 'projectTransition', args: { id: project.id, action } });
  if (project.status !== 'draft') return move('putInDraft');
  // A quotation is numbered (the one rule of what a status needs): the office numbers it first.
  if (project.clientStatus === 'done' && project.operationNumber === '')
    return { name: 'projectUpdate', args: { id: project.id, patch: { operationNumber: 'OP-SIM' } } };
  if (project.clientStatus === 'done') return move('markQuoted');
  if (project.projectType === null)
    return { name: 'projectUpdate', args: { id: project.id, patch: { projectType: 'T2' } } };
  return {
    name: 'projectTransition',
    args: { id: project.id, action: 'submit', acknowledgedWarnings: true },
  };
}

/** One plausible change from what this device sees locally, or null when nothing fits. */
async function chooseOperation(device: Device, random: Random): Promise<Operation | null> {
  const { db } = device;
  const projects = await db.entity('projects').toArray();
  const rooms = await db.entity('rooms').toArray();
  const lines = await db.entity('purchaseOrderLines').toArray();
  const furniture = (await db.entity('furniture').toArray()).filter((f) => !f.archived);
  const isAdmin = device.actor.kind === 'user' && device.actor.role === 'admin';
  const roll = isAdmin && random.chance(0.2) ? random.int(88, 99) : random.int(0, 99);
  const project = random.pick(projects);
  const room = random.pick(rooms);
  const line = random.pick(lines);
  if (roll < 32 && room && furniture.length > 0) {
    const item = random.pick(furniture);
    return {
      name: 'lineAdd',
      args: { id: random.uuid(), roomId: room.id, furnitureId: item?.id, quantity: random.int(1, 5) },
      lineAddRoom: room.id,
    };
  }
  if (roll < 52 && line)
    return { name: 'lineUpdateQuantity', args: { id: line.id, quantity: random.int(0, 20) } };
  if (roll < 67 && project)
    return {
      name: 'roomCreate',
      args: { id: random.uuid(), projectId: project.id, name: random.pick(roomNames) },
    };
  if (roll < 76 && room)
    return {
      name: 'roomRename',
      args: { id: room.id, name: `${random.pick(roomNames)} ${random.int(1, 9)}` },
    };
  if (roll < 84 && project)
    return { name: 'projectUpdate', args: { id: project.id, patch: { note: `note ${random.int(0, 999)}` } } };
  if (roll < 88) {
    const clientId = isAdmin ? random.pick(projects)?.clientId : undefined;
    if (isAdmin && !clientId) return null;
    return {
      name: 'projectCreate',
      args: { id: random.uuid(), name: `Projet ${random.int(1, 999)}`, ...(isAdmin ? { clientId } : {}) },
    };
  }
  if (!isAdmin) return null;
  // The back office moves projects out of draft and back, deletes rooms, archives furniture: the
  // clients' concurrent offline edits to them are then refused by the server.
  if (roll < 93 && project) return workflowMove(project);
  if (roll < 97 && room) return { name: 'roomDelete', args: { id: room.id } };
  const item = random.pick(await db.entity('furniture').toArray());
  return item
    ? { name: 'furnitureUpdate', args: { id: item.id, patch: { archived: !item.archived } } }
    : null;
}

export async function randomMutation(
  device: Device,
  random: Random,
  lineAdds: LineAddRecord[],
): Promise<boolean> {
  const operation = await chooseOperation(device, random);
  if (!operation) return false;
  const result = await mutate(device.db, device.actor, operation.name, operation.args, { now: () => stamp });
  if (!result.ok) return false;
  device.queued.push({ id: result.mutationID, name: operation.name, args: operation.args, createdAt: stamp });
  if (operation.lineAddRoom)
    lineAdds.push({ device: device.name, mutationID: result.mutationID, roomId: operation.lineAddRoom });
  return true;
}

/** The admin's first catalogue and projects, so every device has something to edit. */
export async function bootstrap(admin: Device, clientIds: string[], random: Random): Promise<void> {
  for (let i = 0; i < 4; i++) {
    const args = {
      id: random.uuid(),
      name: `Canapé d'angle Élégance ${i}`,
      priceExclVatCents: 10_000 * (i + 1),
      priceInclVatCents: 12_000 * (i + 1),
    };
    const result = await mutate(admin.db, admin.actor, 'furnitureCreate', args, { now: () => stamp });
    if (!result.ok) throw new Error(`bootstrap furniture: ${JSON.stringify(result.error)}`);
    admin.queued.push({ id: result.mutationID, name: 'furnitureCreate', args, createdAt: stamp });
  }
  for (const clientId of clientIds) {
    const args = { id: random.uuid(), name: 'Appartement Marais', clientId };
    const result = await mutate(admin.db, admin.actor, 'projectCreate', args, { now: () => stamp });
    if (!result.ok) throw new Error(`bootstrap project: ${JSON.stringify(result.error)}`);
    admin.queued.push({ id: result.mutationID, name: 'projectCreate', args, createdAt: stamp });
  }
}
