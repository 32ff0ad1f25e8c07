import { describe, expect, it } from 'vitest';
import { mutate } from '../../../src/db/mutate';
import type { Actor } from '../../../src/domain/mutators/transaction';
import { adminActor } from '../sync/support/fixtures';
import { seededDatabase } from './support/seeded-database';
import { uuidv7 } from '../../../src/domain/ids';

describe('mutate', () => {
  it('writes the change and its queue entry together, with increasing ids and one client id', async () => {
    const { db, room } = await seededDatabase();
    const first = await mutate(db, adminActor, 'roomRename', { id: room.id, name: 'Séjour' });
    const second = await mutate(db, adminActor, 'roomRename', { id: room.id, name: 'Salon' });
    expect([first, second]).toEqual([
      { ok: true, mutationID: 1 },
      { ok: true, mutationID: 2 },
    ]);
    expect((await db.entity('rooms').get(room.id))?.name).toBe('Salon');
    const queue = await db.mutations.toArray();
    expect(queue.map((m) => [m.id, m.name, m.status])).toEqual([
      [1, 'roomRename', 'pending'],
      [2, 'roomRename', 'pending'],
    ]);
    expect(new Set(queue.map((m) => m.clientID)).size).toBe(1);
  });

  it('refuses invalid args without touching the store', async () => {
    const { db, room } = await seededDatabase();
    const result = await mutate(db, adminActor, 'roomRename', { id: room.id, name: '' });
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'validation', issues: [{ loc: ['name'], msg: 'required' }] },
    });
    expect(await db.mutations.count()).toBe(0);
  });

  it('rolls back both the change and the queue entry when the body fails', async () => {
    const { db, project } = await seededDatabase();
    // The room does not exist: the line body fails after its permission check.
    const roomId = uuidv7();
    await mutate(db, adminActor, 'roomCreate', { id: roomId, projectId: project.id, name: 'Bureau' });
    const failing = await mutate(db, adminActor, 'lineAdd', {
      id: uuidv7(),
      roomId,
      furnitureId: uuidv7(),
      quantity: 1,
    });
    expect(failing).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(await db.mutations.count()).toBe(1);
    expect(await db.entity('purchaseOrderLines').where('roomId').equals(roomId).count()).toBe(0);
  });

  it('applies the permission rule before queueing', async () => {
    const { db, room } = await seededDatabase();
    const stranger: Actor = {
      kind: 'user',
      userId: uuidv7(),
      role: 'client',
      clientId: uuidv7(),
      clientRole: 'admin',
      businessReferrerId: null,
      businessReferrerRole: null,
    };
    const result = await mutate(db, stranger, 'roomRename', { id: room.id, name: 'Séjour' });
    expect(result).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect((await db.entity('rooms').get(room.id))?.name).toBe('Cuisine');
    expect(await db.mutations.count()).toBe(0);
  });
});
