import { describe, expect, it } from 'vitest';
import { furnitureSchema } from '../../../src/domain/entities/furniture.schema';
import { uuidv7 } from '../../../src/domain/ids';
import { rejectedSubject } from '../../../src/features/sync-status/lib/rejected-subject';
import { seededDatabase } from '../db/support/seeded-database';

const stamp = '2026-11-20T08:00:00.000Z';

describe('what a refused change is named by', () => {
  it('a line change names its furniture (by the name clients see), its room and its project', async () => {
    const { db, line } = await seededDatabase();
    const furniture = furnitureSchema.parse({
      id: line.furnitureId,
      name: 'LIT-DBL-ATLAS',
      clientName: 'Lit double Atlas',
      priceExclVatCents: 1000,
      priceInclVatCents: 1200,
      createdAt: stamp,
      updatedAt: stamp,
    });
    await db.entity('furniture').put({ ...furniture, version: 4 });
    expect(await rejectedSubject(db, 'lineUpdateQuantity', { id: line.id, quantity: 5 })).toEqual({
      furniture: 'Lit double Atlas',
      room: 'Cuisine',
      project: 'Appartement Marais',
    });
  });

  it('a room change names its room and project; a refused creation names what its args point to', async () => {
    const { db, project, room } = await seededDatabase();
    expect(await rejectedSubject(db, 'roomUpdate', { id: room.id, patch: { multiplier: 2 } })).toEqual({
      furniture: undefined,
      room: 'Cuisine',
      project: 'Appartement Marais',
    });
    expect(
      await rejectedSubject(db, 'roomCreate', { id: uuidv7(), projectId: project.id, name: 'Bureau' }),
    ).toEqual({ furniture: undefined, room: undefined, project: 'Appartement Marais' });
  });

  it('names nothing for rows this device no longer holds', async () => {
    const { db } = await seededDatabase();
    expect(await rejectedSubject(db, 'lineUpdateQuantity', { id: uuidv7(), quantity: 5 })).toEqual({
      furniture: undefined,
      room: undefined,
      project: undefined,
    });
  });
});
