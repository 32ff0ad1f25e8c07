import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { FitoutDatabase } from '../../../src/db/database';
import { entityNames } from '../../../src/domain/entities/registry';

/** The highest version the code declares (Dexie reads it before opening): each issue adds one. */
const latestVersion = new FitoutDatabase('never-opened').verno;

describe('local database versions', () => {
  it('opens a version 1 database at the latest version, keeping the signed-in user mirror', async () => {
    const name = `upgrade-${Math.random()}`;
    const v1 = new Dexie(name);
    v1.version(1).stores({ meta: 'key' });
    const currentUser = { id: '0190a000-0000-7000-8000-000000000001', email: 'b2c@fitout.test' };
    await v1.table('meta').put({ key: 'currentUser', value: currentUser });
    v1.close();

    const db = new FitoutDatabase(name);
    await db.open();
    expect(db.verno).toBe(latestVersion);
    expect((await db.meta.get('currentUser'))?.value).toEqual(currentUser);
    expect(db.tables.map((t) => t.name)).toEqual(
      expect.arrayContaining([...entityNames, 'mutations', 'rejected', 'pullState', 'serverRows']),
    );
    expect(db.table('rooms').schema.indexes.map((i) => i.name)).toEqual(
      expect.arrayContaining(['version', 'projectId']),
    );
    db.close();
  });

  it('says the upgrade waits while an older copy holds the database, and when it goes on', async () => {
    const name = `blocked-${Math.random()}`;
    const old = new Dexie(name);
    old.version(1).stores({ meta: 'key' });
    await old.open();
    // An old tab that never lets go (no versionchange handler closing it).
    old.on('versionchange', () => false);

    const db = new FitoutDatabase(name);
    const seen: boolean[] = [];
    db.watchUpgradeBlocked((blocked) => seen.push(blocked));
    const opening = db.open();
    await expect.poll(() => db.isUpgradeBlocked).toBe(true);
    old.close();
    await opening;

    expect(seen).toEqual([false, true, false]);
    expect(db.verno).toBe(latestVersion);
    db.close();
  });

  it('keeps the queue when it indexes the rows queued changes target (version 4)', async () => {
    const name = `targets-${Math.random()}`;
    const v3 = new Dexie(name);
    v3.version(1).stores({ meta: 'key' });
    v3.version(2).stores({ mutations: 'id, status', rooms: 'id, version, projectId' });
    v3.version(3).stores({ photoBlobs: 'attachmentId, status' });
    const roomId = '0190a000-0000-7000-8000-0000000000a1';
    await v3.table('mutations').bulkAdd([
      {
        id: 1,
        clientID: 'c',
        name: 'roomRename',
        args: { id: roomId, name: 'Salon' },
        createdAt: '',
        status: 'pending',
      },
      { id: 2, clientID: 'c', name: 'somethingWithoutId', args: {}, createdAt: '', status: 'pending' },
    ]);
    v3.close();

    const db = new FitoutDatabase(name);
    expect((await db.mutations.toArray()).map((m) => [m.id, m.targetId])).toEqual([
      [1, roomId],
      [2, undefined],
    ]);
    expect(await db.mutations.orderBy('targetId').uniqueKeys()).toEqual([roomId]);
    db.close();
  });
});
