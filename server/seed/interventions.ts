import type { Intervention, VerificationCard } from '../../src/domain/entities/intervention.schema';
import type { Tx } from '../db/client';
import { insertSyncedRows } from '../sync/bulk-insert';
import type { Random } from './catalogue';
import type { SeededProject } from './projects';

/**
 * An intervention for every validated (in verification) and done (checked) demo project, with a
 * verification card per purchase-order line.
 */
export async function seedInterventions(
  tx: Tx,
  version: number,
  now: Date,
  random: Random,
  projects: readonly SeededProject[],
): Promise<void> {
  const stamp = now.toISOString();
  const interventions: Intervention[] = [];
  const cards: VerificationCard[] = [];
  for (const { project, lines } of projects) {
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
}
