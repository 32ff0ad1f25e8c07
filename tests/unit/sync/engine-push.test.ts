import { describe, expect, it } from 'vitest';
import { mutate } from '../../../src/db/mutate';
import { dismissRejected } from '../../../src/db/queue';
import { changeSent } from '../../../src/sync/status';
import { settle } from './support/fake-clock';
import { adminActor, page } from './support/fixtures';
import { ok } from './support/scripted-transport';
import { seedRows, setupEngine } from './support/engine-setup';

describe('sync engine push', () => {
  it('pushes queued mutations in id order, in batches', async () => {
    const { db, engine, scripted, serve } = setupEngine({ pushBatchSize: 2 });
    const { line, firstPage } = seedRows();
    serve(firstPage);
    await engine.start();
    await engine.syncNow();
    for (const quantity of [2, 3, 4, 5, 6]) {
      expect((await mutate(db, adminActor, 'lineUpdateQuantity', { id: line.id, quantity })).ok).toBe(true);
    }
    await engine.syncNow();
    expect(scripted.pushes.map((p) => p.mutations.map((m) => m.id))).toEqual([[1, 2], [3, 4], [5]]);
    expect(
      scripted.pushes.flatMap((p) => p.mutations.map((m) => (m.args as { quantity: number }).quantity)),
    ).toEqual([2, 3, 4, 5, 6]);
    engine.stop();
  });

  it("tells a change the server answered from one still waiting, by the oldest queued change's id", async () => {
    const { db, engine, serve } = setupEngine();
    const { line, firstPage } = seedRows();
    serve(firstPage);
    await engine.start();
    await engine.syncNow();
    const first = await mutate(db, adminActor, 'lineUpdateQuantity', { id: line.id, quantity: 2 });
    const second = await mutate(db, adminActor, 'lineUpdateQuantity', { id: line.id, quantity: 3 });
    if (!first.ok || !second.ok) throw new Error('the changes were refused on the device');
    await settle();
    expect(changeSent(engine.getStatus(), first.mutationID)).toBe(false);
    expect(changeSent(engine.getStatus(), second.mutationID)).toBe(false);
    await engine.syncNow();
    await settle();
    expect(engine.getStatus().oldestQueuedID).toBeNull();
    expect(changeSent(engine.getStatus(), first.mutationID)).toBe(true);
    expect(changeSent(engine.getStatus(), second.mutationID)).toBe(true);
    engine.stop();
  });

  it('counts a photo whose bytes wait apart from the queue, until its upload is recorded', async () => {
    const { db, engine, serve } = setupEngine();
    const { firstPage } = seedRows();
    serve(firstPage);
    await engine.start();
    await engine.syncNow();
    const photo = {
      attachmentId: 'photo-1',
      blob: new Blob(['jpeg']),
      status: 'pending' as const,
      attempts: 0,
      nextAttemptAt: 0,
      lastError: null,
    };
    await db.photoBlobs.put(photo);
    await settle();
    expect(engine.getStatus()).toMatchObject({ pending: 0, photosWaiting: 1 });
    await db.photoBlobs.update('photo-1', { status: 'uploaded' });
    await settle();
    expect(engine.getStatus().photosWaiting).toBe(0);
    engine.stop();
  });

  it('pushes soon after a local change, without being asked', async () => {
    const { db, engine, scripted, clock, serve } = setupEngine();
    const { line, firstPage } = seedRows();
    serve(firstPage);
    await engine.start();
    await engine.syncNow();
    await mutate(db, adminActor, 'lineUpdateQuantity', { id: line.id, quantity: 7 });
    await settle();
    expect(scripted.pushes).toHaveLength(0);
    await clock.advance(100);
    expect(scripted.pushes).toHaveLength(1);
    engine.stop();
  });

  it('keeps refused mutations in the rejected list with their reason and args, and undoes their effect', async () => {
    const { db, engine, scripted, serve } = setupEngine();
    const { line, firstPage } = seedRows();
    serve(firstPage);
    await engine.start();
    await engine.syncNow();
    await mutate(db, adminActor, 'lineUpdateQuantity', { id: line.id, quantity: 9 });
    await mutate(db, adminActor, 'lineUpdateQuantity', { id: line.id, quantity: 4 });
    expect((await db.entity('purchaseOrderLines').get(line.id))?.quantity).toBe(4);
    scripted.handlers.push = (request) =>
      ok({
        lastMutationID: 2,
        results: request.mutations.map((m) => ({
          id: m.id,
          status: 'rejected' as const,
          error: { code: 'conflict', detail: 'quote locked' },
        })),
      });
    scripted.handlers.pull = () => ok(page([], { cookie: firstPage.cookie, lastMutationID: 2 }));
    await engine.syncNow();
    const rejected = await db.rejected.toArray();
    expect(rejected.map((r) => [r.mutationID, r.code, r.detail, r.args])).toEqual([
      [1, 'conflict', 'quote locked', { id: line.id, quantity: 9 }],
      [2, 'conflict', 'quote locked', { id: line.id, quantity: 4 }],
    ]);
    expect(await db.mutations.count()).toBe(0);
    expect((await db.entity('purchaseOrderLines').get(line.id))?.quantity).toBe(1);
    expect(engine.getStatus().rejectedSinceStart).toBe(2);
    const [first] = rejected;
    await dismissRejected(db, first!.seq!);
    expect((await db.rejected.toArray()).map((r) => r.mutationID)).toEqual([2]);
    engine.stop();
  });

  it('pauses on 401 without retrying; the engine a new credential starts sends the queue intact', async () => {
    const { db, engine, scripted, clock, serve, make } = setupEngine();
    const { line, firstPage } = seedRows();
    serve(firstPage);
    await engine.start();
    await engine.syncNow();
    const acceptAll = scripted.handlers.push;
    scripted.handlers.push = () => ({ ok: false, failure: { type: 'unauthorized' } });
    await mutate(db, adminActor, 'lineUpdateQuantity', { id: line.id, quantity: 3 });
    await engine.syncNow();
    expect(engine.getStatus().phase).toBe('needsAuth');
    await mutate(db, adminActor, 'lineUpdateQuantity', { id: line.id, quantity: 5 });
    engine.poke();
    await clock.advance(10 * 60_000);
    expect(scripted.pushes).toHaveLength(1);
    expect(await db.mutations.count()).toBe(2);
    // The worker stops a paused engine (handing leadership over) and starts another on a new login.
    engine.stop();
    scripted.handlers.push = acceptAll;
    const resumed = make();
    await resumed.start();
    await settle();
    await resumed.syncNow();
    expect(scripted.pushes.at(-1)?.mutations.map((m) => m.id)).toEqual([1, 2]);
    expect(resumed.getStatus().phase).toBe('idle');
    resumed.stop();
  });

  it('retries temporary failures with growing, capped delays, then succeeds', async () => {
    const { db, engine, scripted, clock, serve } = setupEngine();
    const { line, firstPage } = seedRows();
    serve(firstPage);
    await engine.start();
    await engine.syncNow();
    const acceptAll = scripted.handlers.push;
    scripted.handlers.push = () => ({
      ok: false,
      failure: { type: 'temporary', status: 503, detail: 'busy' },
    });
    await mutate(db, adminActor, 'lineUpdateQuantity', { id: line.id, quantity: 3 });
    await engine.syncNow();
    const delays: number[] = [];
    for (let i = 0; i < 9; i++) {
      const status = engine.getStatus();
      expect(status.phase).toBe('retrying');
      delays.push((status.retryAt ?? 0) - clock.now());
      await clock.advance(delays.at(-1) ?? 0);
    }
    // random() = 0 takes the lower half of each window: 1 s, 2 s, 4 s... capped at 60 s.
    expect(delays).toEqual([500, 1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
    expect(scripted.pushes).toHaveLength(10);
    scripted.handlers.push = acceptAll;
    await clock.advance(30_000);
    expect(engine.getStatus().phase).toBe('idle');
    expect(await db.mutations.count()).toBe(0);
    engine.stop();
  });

  it('pushes a queue left by a closed tab when the next leader starts', async () => {
    const { db, engine, scripted, serve, make } = setupEngine();
    const { line, firstPage } = seedRows();
    serve(firstPage);
    await engine.start();
    await engine.syncNow();
    await mutate(db, adminActor, 'lineUpdateQuantity', { id: line.id, quantity: 8 });
    engine.stop();
    expect(scripted.pushes).toHaveLength(0);
    const next = make();
    await next.start();
    await next.syncNow();
    expect(scripted.pushes.map((p) => p.mutations.map((m) => m.id))).toEqual([[1]]);
    expect(await db.mutations.count()).toBe(0);
    next.stop();
  });
});

describe('sync engine queue age', () => {
  it('tells the server when the oldest change still waiting was made, and that none waits once pushed', async () => {
    const { db, engine, scripted, serve } = setupEngine();
    const { line, firstPage } = seedRows();
    serve(firstPage);
    await engine.start();
    await engine.syncNow();
    expect(scripted.pulls.at(-1)?.oldestPendingAt).toBeNull();
    await mutate(db, adminActor, 'lineUpdateQuantity', { id: line.id, quantity: 2 });
    await mutate(db, adminActor, 'lineUpdateQuantity', { id: line.id, quantity: 3 });
    const oldest = (await db.mutations.orderBy('id').first())!.createdAt;
    const answer = scripted.handlers.push;
    scripted.handlers.push = () => ({
      ok: false,
      failure: { type: 'temporary', status: 503, detail: 'busy' },
    });
    await engine.syncNow();
    expect(scripted.pushes.at(-1)?.oldestPendingAt).toBe(oldest);

    scripted.handlers.push = answer;
    scripted.pulls.length = 0;
    engine.setOnline(true);
    await engine.syncNow();
    expect(scripted.pulls.at(-1)?.oldestPendingAt).toBeNull();
    engine.stop();
  });
});
