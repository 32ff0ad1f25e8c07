import { describe, expect, it } from 'vitest';
import { mutate } from '../../../src/db/mutate';
import { readPullState } from '../../../src/db/pull-apply';
import type { PullRequest } from '../../../src/domain/sync/protocol.schema';
import { adminActor, change, lineRow, page, roomRow, tombstone } from './support/fixtures';
import { ok } from './support/scripted-transport';
import { seedRows, setupEngine } from './support/engine-setup';

/** Five pages of one room each; the cookie names the page a client has reached. */
function pagedRooms(projectId: string) {
  const rooms = Array.from({ length: 5 }, (_, i) => roomRow(projectId, undefined, `Pièce ${i}`));
  const serve = (request: PullRequest) => {
    const index = request.cookie === null ? 0 : Number(request.cookie.slice(1));
    const room = rooms[index];
    if (!room) return ok(page([], { cookie: request.cookie ?? 'p0' }));
    return ok(
      page([change('rooms', room, 10 + index)], {
        cookie: `p${index + 1}`,
        more: index < rooms.length - 1,
        remaining: rooms.length - index - 1,
      }),
    );
  };
  return { rooms, serve };
}

describe('sync engine pull', () => {
  it('pulls every page, reports progress, and resumes from the last committed page after a reload', async () => {
    const { db, engine, scripted, make } = setupEngine();
    const { project } = seedRows();
    const paged = pagedRooms(project.id);
    const progress: number[][] = [];
    engine.subscribe((status) => {
      // Every status reaches listeners (the queue's first count among them): the progress as it moves.
      const last = progress.at(-1);
      if (
        status.progress &&
        (last?.[0] !== status.progress.received || last[1] !== status.progress.remaining)
      )
        progress.push([status.progress.received, status.progress.remaining]);
    });
    // The third page is lost: the engine stops there, with two pages committed.
    scripted.handlers.pull = (request) =>
      request.cookie === 'p2'
        ? { ok: false, failure: { type: 'temporary', status: 502, detail: 'lost' } }
        : paged.serve(request);
    await engine.start();
    await engine.syncNow();
    expect(await db.entity('rooms').count()).toBe(2);
    expect((await readPullState(db)).cookie).toBe('p2');
    engine.stop();

    scripted.handlers.pull = paged.serve;
    scripted.pulls.length = 0;
    const reloaded = make();
    await reloaded.start();
    await reloaded.syncNow();
    expect(scripted.pulls[0]?.cookie).toBe('p2');
    expect((await db.entity('rooms').toArray()).map((r) => r.name).sort()).toEqual(
      paged.rooms.map((r) => r.name),
    );
    // Said as each page arrives, before it is written; the lost third page says nothing.
    expect(progress).toEqual([
      [1, 4],
      [2, 3],
    ]);
    expect(reloaded.getStatus().lastSyncedAt).not.toBeNull();
    reloaded.stop();
  });

  it('keeps the rows of every pull it made counted: a later pull with nothing new does not reset them', async () => {
    const { engine, scripted } = setupEngine();
    const paged = pagedRooms(seedRows().project.id);
    scripted.handlers.pull = paged.serve;
    await engine.start();
    await engine.syncNow();
    expect(engine.getStatus().pulled.rows).toBe(paged.rooms.length);
    const pulls = scripted.pulls.length;
    await engine.syncNow();
    expect(scripted.pulls.length).toBeGreaterThan(pulls);
    expect(engine.getStatus().pulled.rows).toBe(paged.rooms.length);
    engine.stop();
  });

  it('drops every synced row on reset and keeps the pending changes on top', async () => {
    const { db, engine, serve, scripted } = setupEngine();
    const { project, room, line, firstPage } = seedRows();
    serve(firstPage);
    await engine.start();
    await engine.syncNow();
    const newRoom = roomRow(project.id);
    await mutate(db, adminActor, 'roomCreate', { id: newRoom.id, projectId: project.id, name: 'Salon' });
    const otherRoom = roomRow(project.id, undefined, 'Chambre');
    scripted.handlers.pull = () =>
      ok(
        page([change('projects', project, 20), change('rooms', otherRoom, 21)], {
          reset: true,
          cookie: 'r1',
        }),
      );
    await engine.syncNow();
    expect(await db.entity('purchaseOrderLines').get(line.id)).toBeUndefined();
    expect(await db.entity('rooms').get(room.id)).toBeUndefined();
    expect((await db.entity('rooms').toArray()).map((r) => r.name).sort()).toEqual(['Chambre', 'Salon']);
    expect(await db.mutations.count()).toBe(1);
    engine.stop();
  });

  it('rebases: server changes land, pending edits stay on top, confirmed ones leave the queue', async () => {
    const { db, engine, serve, scripted } = setupEngine();
    const { project, room, line, firstPage } = seedRows();
    serve(firstPage);
    await engine.start();
    await engine.syncNow();
    await mutate(db, adminActor, 'lineUpdateQuantity', { id: line.id, quantity: 5 });
    await mutate(db, adminActor, 'roomRename', { id: room.id, name: 'Cuisine ouverte' });
    // The server accepts both pushes but its pull snapshot predates them (lastMutationID 0).
    // Meanwhile on the server: the line's notes and the room's position changed, another line appeared.
    const secondLine = lineRow(project.id, room.id);
    scripted.handlers.pull = () =>
      ok(
        page(
          [
            change('purchaseOrderLines', { ...line, notes: 'livrer le matin' }, 30),
            change('rooms', { ...room, position: 3 }, 31),
            change('purchaseOrderLines', secondLine, 32),
          ],
          { cookie: 'c32', lastMutationID: 0 },
        ),
      );
    await engine.syncNow();
    const localLine = await db.entity('purchaseOrderLines').get(line.id);
    expect([localLine?.quantity, localLine?.notes]).toEqual([5, 'livrer le matin']);
    const localRoom = await db.entity('rooms').get(room.id);
    expect([localRoom?.name, localRoom?.position]).toEqual(['Cuisine ouverte', 3]);
    expect(await db.entity('purchaseOrderLines').get(secondLine.id)).toBeDefined();
    expect(await db.mutations.count()).toBe(2);

    // The server applied the first mutation and deleted the second line: one pending edit is left.
    scripted.handlers.pull = () =>
      ok(
        page(
          [
            change('purchaseOrderLines', { ...line, notes: 'livrer le matin', quantity: 5 }, 33),
            tombstone('purchaseOrderLines', secondLine.id, 34),
          ],
          {
            cookie: 'c34',
            lastMutationID: 1,
          },
        ),
      );
    await engine.syncNow();
    expect((await db.mutations.toArray()).map((m) => m.id)).toEqual([2]);
    expect((await db.entity('purchaseOrderLines').get(line.id))?.quantity).toBe(5);
    expect(await db.entity('purchaseOrderLines').get(secondLine.id)).toBeUndefined();
    expect((await db.entity('rooms').get(room.id))?.name).toBe('Cuisine ouverte');
    engine.stop();
  });

  it('reports a wiped database instead of silently starting empty, then syncs again', async () => {
    const { engine, serve } = setupEngine({ syncedBefore: true });
    const { firstPage } = seedRows();
    serve(firstPage);
    await engine.start();
    await engine.syncNow();
    expect(engine.getStatus().wiped).toBe(true);
    expect(engine.getStatus().lastSyncedAt).not.toBeNull();
    engine.stop();
  });
});
