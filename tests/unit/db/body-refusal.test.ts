import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { LocalMutators } from '../../../src/db/local-mutator';
import { mutate } from '../../../src/db/mutate';
import { applyPullPage } from '../../../src/db/pull-apply';
import { mutators } from '../../../src/domain/mutators/registry';
import { adminActor, page } from '../sync/support/fixtures';
import { seededDatabase } from './support/seeded-database';

/**
 * `roomRename` whose body writes, then builds a row its schema refuses: the ZodError a body can
 * throw, which the pipeline must turn into a refusal on the client as on the server.
 */
const refusingBody: LocalMutators = {
  ...mutators,
  roomRename: {
    ...mutators.roomRename,
    async run(tx, args) {
      await mutators.roomRename.run(tx, mutators.roomRename.args.parse(args));
      z.object({ name: z.string().min(100, 'required') }).parse(args);
    },
  },
};

describe('a mutator body that throws a validation error', () => {
  it('is refused by mutate, with its field, leaving nothing written or queued', async () => {
    const { db, project, room } = await seededDatabase();
    // A screen holds the rows, so the preview runs the body too.
    db.overlay.hold({}, [
      ['projects', { ...project, version: 1 }],
      ['rooms', { ...room, version: 2 }],
    ]);

    const result = await mutate(
      db,
      adminActor,
      'roomRename',
      { id: room.id, name: 'Séjour' },
      { mutators: refusingBody },
    );

    expect(result).toMatchObject({
      ok: false,
      error: { code: 'validation', issues: [{ loc: ['name'], msg: 'required' }] },
    });
    expect(await db.mutations.count()).toBe(0);
    expect((await db.entity('rooms').get(room.id))?.name).toBe('Cuisine');
    expect(db.overlay.pending('rooms', room.id, 0)).toBeUndefined();
  });

  it('is reported by the rebase after a pull, which still commits, the mutation staying queued', async () => {
    const { db, room } = await seededDatabase();
    const queued = await mutate(db, adminActor, 'roomRename', { id: room.id, name: 'Séjour' });
    expect(queued).toMatchObject({ ok: true, mutationID: 1 });

    const replayErrors: unknown[] = [];
    await applyPullPage(db, page([], { cookie: 'c20' }), {
      actor: adminActor,
      mutators: refusingBody,
      now: new Date().toISOString(),
      onReplayError: (mutationID, error) => replayErrors.push({ mutationID, error }),
    });

    expect(replayErrors).toEqual([
      { mutationID: 1, error: expect.objectContaining({ status: 'rejected', code: 'validation' }) },
    ]);
    expect((await db.pullState.get('cursor'))?.cookie).toBe('c20');
    expect(await db.mutations.count()).toBe(1);
  });
});
