import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FitoutDatabase, LocalRow } from '../../../src/db/database';
import { mutate } from '../../../src/db/mutate';
import { OptimisticOverlay, type OverlayEntry } from '../../../src/db/optimistic/overlay';
import { withPending } from '../../../src/db/optimistic/with-pending';
import type { Actor } from '../../../src/domain/mutators/transaction';
import { adminActor, lineRow, projectRow, roomRow } from '../sync/support/fixtures';
import { seededDatabase } from './support/seeded-database';

/** What a mounted screen of the project holds: the rows previews may read. */
async function holdProjectScreen(db: FitoutDatabase, projectId: string): Promise<void> {
  const rows = [
    ...(await db.entity('projects').where('id').equals(projectId).toArray()).map(
      (row) => ['projects', row] as const,
    ),
    ...(await db.entity('rooms').where('projectId').equals(projectId).toArray()).map(
      (row) => ['rooms', row] as const,
    ),
    ...(await db.entity('purchaseOrderLines').where('projectId').equals(projectId).toArray()).map(
      (row) => ['purchaseOrderLines', row] as const,
    ),
  ];
  db.overlay.hold({}, rows);
}

/** The overlay's line entries each time it told its readers about a change. */
function watchLines(db: FitoutDatabase, lineId: string): Array<OverlayEntry | undefined> {
  const seen: Array<OverlayEntry | undefined> = [];
  db.overlay.subscribe(() => seen.push(db.overlay.pending('purchaseOrderLines', lineId, 0)));
  return seen;
}

describe('optimistic overlay', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a change before the store commits it, until a read started after the commit', async () => {
    const { db, project, line } = await seededDatabase();
    await holdProjectScreen(db, project.id);
    const seen = watchLines(db, line.id);
    const before = db.overlay.generation;

    const result = await mutate(db, adminActor, 'lineUpdateQuantity', { id: line.id, quantity: 7 });

    expect(result).toEqual({ ok: true, mutationID: 1 });
    // Readers heard of it once, while the change was still in flight (not committed yet).
    expect(seen).toEqual([
      expect.objectContaining({ row: expect.objectContaining({ quantity: 7 }), committedIn: undefined }),
    ]);
    expect(db.overlay.pending('purchaseOrderLines', line.id, before)?.row).toMatchObject({ quantity: 7 });
    expect(db.overlay.pending('purchaseOrderLines', line.id, db.overlay.generation)).toBeUndefined();
    expect((await db.entity('purchaseOrderLines').get(line.id))?.quantity).toBe(7);
  });

  it('drops a change the store refuses, even when the rows on screen allowed it', async () => {
    const client: Actor = {
      kind: 'user',
      userId: '0190a000-0000-7000-8000-0000000000d1',
      role: 'client',
      clientId: '0190a000-0000-7000-8000-0000000000c1',
      clientRole: 'admin',
      businessReferrerId: null,
      businessReferrerRole: null,
    };
    const { db, project, line } = await seededDatabase({ ...projectRow(), status: 'validated' });
    await holdProjectScreen(db, project.id);
    // A screen still shows the project as a draft (it read it before the status changed).
    db.overlay.hold({}, [['projects', { ...project, status: 'draft', version: 1 } as LocalRow]]);
    const seen = watchLines(db, line.id);

    const result = await mutate(db, client, 'lineUpdateQuantity', { id: line.id, quantity: 7 });

    expect(result).toMatchObject({ ok: false, error: { code: 'conflict' } });
    expect(seen.map((entry) => entry?.row && 'quantity' in entry.row && entry.row.quantity)).toEqual([
      7,
      undefined,
    ]);
    expect(db.overlay.pending('purchaseOrderLines', line.id, 0)).toBeUndefined();
    expect(await db.mutations.count()).toBe(0);
  });

  it('queues changes made together in the order they were asked for', async () => {
    const { db, project, line } = await seededDatabase();
    await holdProjectScreen(db, project.id);
    const roomId = '0190a000-0000-7000-8000-00000000f001';
    // The room's preview reads less than the line's, so it would settle first: the queue keeps the order.
    const [quantity, room] = await Promise.all([
      mutate(db, adminActor, 'lineUpdateQuantity', { id: line.id, quantity: 4 }),
      mutate(db, adminActor, 'roomCreate', { id: roomId, projectId: project.id, name: 'Bureau' }),
    ]);
    expect([quantity, room]).toEqual([
      { ok: true, mutationID: 1 },
      { ok: true, mutationID: 2 },
    ]);
  });

  it('previews nothing when the rows are not on screen, and the store still takes the change', async () => {
    const { db, line } = await seededDatabase();
    const seen = watchLines(db, line.id);

    const result = await mutate(db, adminActor, 'lineUpdateQuantity', { id: line.id, quantity: 3 });

    expect(result).toEqual({ ok: true, mutationID: 1 });
    expect(seen).toEqual([]);
    expect((await db.entity('purchaseOrderLines').get(line.id))?.quantity).toBe(3);
  });

  it('forgets a committed change after a while, and a row once no screen holds it', () => {
    vi.useFakeTimers();
    const overlay = new OptimisticOverlay();
    const project = projectRow();
    const line = { ...lineRow(project.id, roomRow(project.id).id), version: 3 };
    const [first, second] = [{}, {}];
    overlay.hold(first, [['purchaseOrderLines', line]]);
    overlay.hold(second, [['purchaseOrderLines', line]]);
    overlay.hold(first, []);
    expect(overlay.known('purchaseOrderLines', line.id)).toEqual(line);
    overlay.hold(second, []);
    expect(overlay.known('purchaseOrderLines', line.id)).toBeUndefined();

    const change = overlay.begin();
    overlay.apply(change, [{ entity: 'purchaseOrderLines', id: line.id, row: { ...line, quantity: 2 } }]);
    overlay.commit(change);
    expect(overlay.pending('purchaseOrderLines', line.id, 0)?.row).toMatchObject({ quantity: 2 });
    vi.advanceTimersByTime(1_000);
    expect(overlay.pending('purchaseOrderLines', line.id, 0)).toBeUndefined();
  });
});

describe('withPending', () => {
  const project = projectRow();
  const room = roomRow(project.id);
  const [kept, changed, removed] = [1, 2, 3].map(() => lineRow(project.id, room.id));
  const rows = [kept, changed, removed] as Array<NonNullable<typeof kept>>;
  const entry = (row: (typeof rows)[number] | null, id: string): OverlayEntry => ({
    entity: 'purchaseOrderLines',
    id,
    row: row && { ...row, version: 0 },
    change: 1,
    committedIn: undefined,
  });
  const inProject = (row: { projectId: string }) => row.projectId === project.id;

  it('replaces written rows, adds new ones that belong, drops deleted ones, keeps the rest', () => {
    const added = lineRow(project.id, room.id);
    const elsewhere = lineRow(projectRow().id, room.id);
    const merged = withPending(
      rows,
      [
        entry({ ...changed!, quantity: 9 }, changed!.id),
        entry(null, removed!.id),
        entry(added, added.id),
        entry(elsewhere, elsewhere.id),
      ],
      inProject,
    );
    expect(merged.map((row) => [row.id, row.quantity])).toEqual([
      [kept!.id, 1],
      [changed!.id, 9],
      [added.id, 1],
    ]);
    expect(merged[0]).toBe(kept);
  });

  it('answers the same list when nothing applies to it', () => {
    const elsewhere = lineRow(projectRow().id, room.id);
    expect(withPending(rows, [entry(elsewhere, elsewhere.id)], inProject)).toBe(rows);
    expect(withPending(rows, [], inProject)).toBe(rows);
  });
});
