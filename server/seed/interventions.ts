import type { Client } from '../../src/domain/entities/client.schema';
import type { Furniture } from '../../src/domain/entities/furniture.schema';
import type { Intervention, VerificationCard } from '../../src/domain/entities/intervention.schema';
import type { PurchaseOrder } from '../../src/domain/entities/purchase-order.schema';
import { derivedId } from '../../src/domain/ids';
import { projectMultiplier } from '../../src/domain/pricing';
import { purchaseOrderItems } from '../../src/domain/projects/purchase-order';
import type { Tx } from '../db/client';
import { insertSyncedRows } from '../sync/bulk-insert';
import type { Random } from './catalogue';
import type { SeededProject } from './projects';

/**
 * For every validated (in verification) and done (checked) demo project, what its validation made:
 * the purchase order's first version, and an intervention with a verification card per line.
 */
export async function seedInterventions(
  tx: Tx,
  version: number,
  now: Date,
  random: Random,
  options: {
    projects: readonly SeededProject[];
    furniture: readonly Furniture[];
    clients: readonly Client[];
    adminId: string;
  },
): Promise<void> {
  const stamp = now.toISOString();
  const furniture = new Map(options.furniture.map((item) => [item.id, item]));
  const clients = new Map(options.clients.map((client) => [client.id, client]));
  const interventions: Intervention[] = [];
  const cards: VerificationCard[] = [];
  const orders: PurchaseOrder[] = [];
  for (const { project, rooms, lines } of options.projects) {
    if (project.status !== 'validated' && project.status !== 'done') continue;
    const done = project.status === 'done';
    const intervention: Intervention = {
      id: random.id(),
      createdAt: stamp,
      updatedAt: stamp,
      projectId: project.id,
      step: done ? 'done' : 'verification',
      scheduledAt: '2026-04-10T08:00:00.000Z',
      notes: '',
    };
    interventions.push(intervention);
    // Derived, not drawn: the demo's other random rows stay what they were before orders existed.
    orders.push({
      id: derivedId(project.id, 0),
      createdAt: stamp,
      updatedAt: stamp,
      projectId: project.id,
      number: 1,
      mode: 'normal',
      reason: 'validate',
      createdById: options.adminId,
      interventionId: intervention.id,
      lines: purchaseOrderItems({
        rooms,
        lines,
        furniture,
        modules: new Map(),
        clientMultiplier: projectMultiplier(project, clients.get(project.clientId)),
        packs: project.packs,
      }),
    });
    for (const line of lines) {
      const damaged = !done && random.next() < 0.1;
      cards.push({
        id: random.id(),
        createdAt: stamp,
        updatedAt: stamp,
        projectId: project.id,
        interventionId: intervention.id,
        lineId: line.id,
        quantityAsked: line.quantity,
        quantityChecked: done ? line.quantity : 0,
        checked: done,
        returnedToWarehouse: false,
        notes: damaged ? 'Pied rayé à la livraison.' : '',
        problemStatus: damaged ? 'damaged_item' : 'none',
      });
    }
  }
  await insertSyncedRows(tx, 'interventions', interventions, version);
  await insertSyncedRows(tx, 'verificationCards', cards, version);
  await insertSyncedRows(tx, 'purchaseOrders', orders, version);
}
