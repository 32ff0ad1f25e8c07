import { describe, expect, it } from 'vitest';
import type { FitoutDatabase } from '../../../src/db/database';
import { mutate } from '../../../src/db/mutate';
import { previewWrites } from '../../../src/db/optimistic/preview';
import { applyPullPage } from '../../../src/db/pull-apply';
import { uuidv7 } from '../../../src/domain/ids';
import { mutators } from '../../../src/domain/mutators/registry';
import type { PullResponse } from '../../../src/domain/sync/protocol.schema';
import { adminActor, change, page, roomRow } from '../sync/support/fixtures';
import { seededDatabase } from './support/seeded-database';

/** Applies a pulled page as the engine does, collecting the pending mutations that no longer apply. */
async function pullPage(db: FitoutDatabase, response: PullResponse): Promise<number[]> {
  const replayErrors: number[] = [];
  await applyPullPage(db, response, {
    actor: adminActor,
    mutators,
    now: new Date().toISOString(),
    onReplayError: (mutationID) => replayErrors.push(mutationID),
  });
  return replayErrors;
}

describe('a create on this device', () => {
  it('refuses an id a local row already has, and queues nothing', async () => {
    const { db, project, room } = await seededDatabase();
    const result = await mutate(db, adminActor, 'roomCreate', {
      id: room.id,
      projectId: project.id,
      name: 'Volée',
    });
    expect(result).toMatchObject({ ok: false, error: { code: 'conflict' } });
    expect((await db.entity('rooms').get(room.id))?.name).toBe('Cuisine');
    expect(await db.mutations.count()).toBe(0);
  });

  it('is not previewed over a row the screen holds', async () => {
    const { db, project, room } = await seededDatabase();
    db.overlay.hold({}, [
      ['projects', { ...project, version: 1 }],
      ['rooms', { ...room, version: 2 }],
    ]);
    const args = { id: room.id, projectId: project.id, name: 'Volée' };
    expect(
      await previewWrites(db.overlay, mutators.roomCreate, adminActor, args, new Date().toISOString()),
    ).toBeNull();
    // A new id is previewed at once (the device minted it; the store's run checks it).
    const fresh = { ...args, id: uuidv7() };
    expect(
      await previewWrites(db.overlay, mutators.roomCreate, adminActor, fresh, new Date().toISOString()),
    ).toEqual([
      { entity: 'rooms', id: fresh.id, row: expect.objectContaining({ name: 'Volée', version: 0 }) },
    ]);
  });

  it('is replayed over the pulled rows while the server has not applied it', async () => {
    const { db, project } = await seededDatabase();
    const roomId = uuidv7();
    await mutate(db, adminActor, 'roomCreate', { id: roomId, projectId: project.id, name: 'Bureau' });

    // Someone else's change arrives first: the rebase puts the server's rows back, then inserts again.
    const other = roomRow(project.id);
    expect(await pullPage(db, page([change('rooms', other, 10)], { cookie: 'c10' }))).toEqual([]);

    expect((await db.entity('rooms').get(roomId))?.name).toBe('Bureau');
    expect(await db.mutations.count()).toBe(1);
  });

  it('gives way to the server copy of its row once the server has applied it', async () => {
    const { db, project } = await seededDatabase();
    const roomId = uuidv7();
    const created = await mutate(db, adminActor, 'roomCreate', {
      id: roomId,
      projectId: project.id,
      name: 'Bureau',
    });
    expect(created).toMatchObject({ ok: true, mutationID: 1 });
    const serverCopy = { ...roomRow(project.id, roomId, 'Bureau'), position: 0 };

    // The row comes in a first page read before the push was acknowledged, the ack in the last one:
    // only the last page rebases, and by then the create has left the queue, so it is not replayed.
    const first = await pullPage(db, page([change('rooms', serverCopy, 10)], { more: true, cookie: 'c10' }));
    const last = await pullPage(db, page([], { cookie: 'c10', lastMutationID: 1 }));

    expect([...first, ...last]).toEqual([]);
    expect(await db.entity('rooms').get(roomId)).toMatchObject({ name: 'Bureau', version: 10 });
    expect(await db.mutations.count()).toBe(0);
    expect(await db.serverRows.count()).toBe(0);
  });

  it('stays queued for the server to refuse when its id arrives as another row', async () => {
    const { db, project } = await seededDatabase();
    const roomId = uuidv7();
    await mutate(db, adminActor, 'roomCreate', { id: roomId, projectId: project.id, name: 'Bureau' });
    const theirs = roomRow(project.id, roomId, 'Leur pièce');

    const replayErrors = await pullPage(db, page([change('rooms', theirs, 10)], { cookie: 'c10' }));

    // A real collision (the server has not applied this create): the store shows the server's row,
    // and the push answers the conflict, which reports it to the user.
    expect(replayErrors).toEqual([1]);
    expect(await db.entity('rooms').get(roomId)).toMatchObject({ name: 'Leur pièce', version: 10 });
    expect(await db.mutations.count()).toBe(1);
  });
});
