import { describe, expect, it } from 'vitest';
import { furnitureSchema } from '../../../src/domain/entities/furniture.schema';
import { uuidv7 } from '../../../src/domain/ids';
import { changeSubject } from '../../../src/db/change-subject';
import { mutate } from '../../../src/db/mutate';
import { recordPushResults } from '../../../src/db/queue';
import { adminActor } from '../sync/support/fixtures';
import { seededDatabase } from './support/seeded-database';

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
    expect(await changeSubject(db, 'lineUpdateQuantity', { id: line.id, quantity: 5 })).toEqual({
      furniture: 'Lit double Atlas',
      room: 'Cuisine',
      project: 'Appartement Marais',
    });
  });

  it('a room change names its room and project; a refused creation names what its args point to', async () => {
    const { db, project, room } = await seededDatabase();
    expect(await changeSubject(db, 'roomUpdate', { id: room.id, patch: { multiplier: 2 } })).toEqual({
      furniture: undefined,
      room: 'Cuisine',
      project: 'Appartement Marais',
    });
    expect(
      await changeSubject(db, 'roomCreate', { id: uuidv7(), projectId: project.id, name: 'Bureau' }),
    ).toEqual({ furniture: undefined, room: undefined, project: 'Appartement Marais' });
  });

  it('a default room keeps its kind, so the list names it in its reader’s language', async () => {
    const { db, room } = await seededDatabase();
    await db.entity('rooms').put({ ...room, name: 'Kitchen', kind: 'kitchen', version: 2 });
    expect(await changeSubject(db, 'roomUpdate', { id: room.id, patch: { multiplier: 2 } })).toMatchObject({
      room: 'Kitchen',
      roomKind: 'kitchen',
    });
  });

  it('names nothing for rows this device no longer holds', async () => {
    const { db } = await seededDatabase();
    expect(await changeSubject(db, 'lineUpdateQuantity', { id: uuidv7(), quantity: 5 })).toEqual({
      furniture: undefined,
      room: undefined,
      project: undefined,
    });
  });

  it('a change keeps the names its device held when it was made, into its refusal, after the row is gone', async () => {
    const { db, line } = await seededDatabase();
    const made = await mutate(db, adminActor, 'lineUpdateQuantity', { id: line.id, quantity: 7 });
    if (!made.ok) throw new Error(made.error.code);
    // The office removed the line: this device loses it, then the server refuses the change.
    await db.entity('purchaseOrderLines').delete(line.id);
    await recordPushResults(
      db,
      {
        lastMutationID: made.mutationID,
        results: [{ id: made.mutationID, status: 'rejected', error: { code: 'not_found', detail: 'line' } }],
      },
      stamp,
    );
    const [refused] = await db.rejected.toArray();
    expect(refused?.subject).toMatchObject({ room: 'Cuisine', project: 'Appartement Marais' });
  });
});
