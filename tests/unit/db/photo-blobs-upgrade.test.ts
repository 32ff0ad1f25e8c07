import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { FitoutDatabase } from '../../../src/db/database';

describe('local database version 3 (photos on the device)', () => {
  it('opens a version 2 database with its queue intact and an empty photo store', async () => {
    const name = `upgrade-v3-${Math.random()}`;
    const v2 = new Dexie(name);
    v2.version(1).stores({ meta: 'key' });
    v2.version(2).stores({ mutations: 'id, status', meta: 'key' });
    const queued = {
      id: 1,
      clientID: '0190a000-0000-7000-8000-000000000009',
      name: 'verificationCardUpdate',
      args: { id: '0190a000-0000-7000-8000-000000000010', patch: { checked: true } },
      createdAt: '2026-04-10T08:00:00.000Z',
      status: 'pending',
    };
    await v2.table('mutations').put(queued);
    v2.close();

    const db = new FitoutDatabase(name);
    await db.open();
    expect(db.verno).toBe(8);
    expect(await db.mutations.toArray()).toEqual([{ ...queued, targetId: queued.args.id }]);
    expect(await db.photoBlobs.count()).toBe(0);

    const blob = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/jpeg' });
    await db.photoBlobs.put({
      attachmentId: '0190a000-0000-7000-8000-000000000011',
      blob,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: 0,
      lastError: null,
    });
    expect(await db.photoBlobs.where('status').equals('pending').count()).toBe(1);
    db.close();
  });
});
