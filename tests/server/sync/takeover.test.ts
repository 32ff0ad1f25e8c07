import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../../src/domain/ids';
import type { Actor } from '../../../src/domain/mutators/transaction';
import type { MutationResult } from '../../../src/domain/sync/protocol.schema';
import { furniture, projects, purchaseOrderLines, rooms, users } from '../../../server/db/schema';
import { nextVersion } from '../../../server/db/versions';
import { demoAdminEmail, demoIds } from '../../../server/seed/accounts';
import { permanentDatabaseError } from '../../../server/sync/database-errors';
import { createRunState, createServerTransaction } from '../../../server/sync/server-transaction';
import { createTestApp, type TestApp } from '../support/test-app';
import { mutation, newClientId, push } from './sync-helpers';

/*
 * Issue 16, item 1: a "create" names its row's id, and ids are not secret (installer links, URLs,
 * the demo's fixed data). Each attempt below goes through the real push and must leave the target
 * row exactly as it was: same body, same version, same tombstone.
 */

let env: TestApp;
beforeAll(async () => {
  env = await createTestApp();
});
beforeEach(async () => env.reset());
afterAll(async () => env?.close());

type SyncedTable = typeof projects | typeof rooms | typeof purchaseOrderLines | typeof furniture;

/** The stored row, tombstone and version included: what "unchanged" compares. */
async function stored(table: SyncedTable, id: string) {
  const [row] = await env.db
    .select({ data: table.data, version: table.version, deletedAt: table.deletedAt })
    .from(table)
    .where(eq(table.id, id));
  return row;
}

async function userId(email: string): Promise<string> {
  const [row] = await env.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (row === undefined) throw new Error(`no user ${email}`);
  return row.id;
}

/** A seeded project of `clientId` in `status`, created by `creatorId` when given. */
async function seededProject(clientId: string, status: string, creatorId?: string): Promise<string> {
  const [row] = await env.db
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(
        eq(projects.clientId, clientId),
        sql`${projects.data} ->> 'status' = ${status}`,
        creatorId === undefined ? undefined : eq(projects.creatorId, creatorId),
      ),
    )
    .limit(1);
  if (row === undefined) throw new Error(`no ${status} project of ${clientId}`);
  return row.id;
}

async function companyValidatedOrder(): Promise<string> {
  return seededProject(demoIds.companyClient, 'validated');
}

/** Pushes one mutation as a new device and answers its result. */
async function pushOne(email: string, name: string, args: unknown): Promise<MutationResult> {
  const token = await env.login(email);
  const { results } = await push(env, token, newClientId(), [mutation(1, name, args)]);
  return results[0]!;
}

const refusedAsConflict = { id: 1, status: 'rejected', error: { code: 'conflict' } };

describe('a create never takes over an existing row', () => {
  it("a B2C client cannot turn a company's validated order into its own draft", async () => {
    const orderId = await companyValidatedOrder();
    const before = await stored(projects, orderId);
    expect(before?.data).toMatchObject({
      status: 'validated',
      clientId: demoIds.companyClient,
      operationNumber: expect.stringMatching(/^OP-/),
    });

    const result = await pushOne('b2c@fitout.test', 'projectCreate', { id: orderId, name: 'x' });

    expect(result).toMatchObject(refusedAsConflict);
    expect(await stored(projects, orderId)).toEqual(before);
  });

  it("a client agent cannot take a teammate's project", async () => {
    const teammateDraft = await seededProject(
      demoIds.companyClient,
      'draft',
      await userId('b2b-admin@fitout.test'),
    );
    const before = await stored(projects, teammateDraft);

    const result = await pushOne('b2b-agent@fitout.test', 'projectCreate', { id: teammateDraft, name: 'x' });

    expect(result).toMatchObject(refusedAsConflict);
    expect(await stored(projects, teammateDraft)).toEqual(before);
  });

  it('a client admin cannot turn its own validated order back into a draft', async () => {
    const orderId = await companyValidatedOrder();
    const before = await stored(projects, orderId);

    const result = await pushOne('b2b-admin@fitout.test', 'projectCreate', { id: orderId, name: 'x' });

    expect(result).toMatchObject(refusedAsConflict);
    expect(await stored(projects, orderId)).toEqual(before);
  });

  it("rooms and lines of another client's project stay where they are", async () => {
    const orderId = await companyValidatedOrder();
    const [room] = await env.db.select().from(rooms).where(eq(rooms.projectId, orderId)).limit(2);
    const [line] = await env.db
      .select()
      .from(purchaseOrderLines)
      .where(eq(purchaseOrderLines.projectId, orderId))
      .limit(1);
    const roomBefore = await stored(rooms, room!.id);
    const lineBefore = await stored(purchaseOrderLines, line!.id);
    const token = await env.login('b2c@fitout.test');
    const ownProject = uuidv7();
    const ownRoom = uuidv7();

    const { results } = await push(env, token, newClientId(), [
      mutation(1, 'projectCreate', { id: ownProject, name: 'Studio' }),
      mutation(2, 'roomCreate', { id: ownRoom, projectId: ownProject, name: 'Séjour' }),
      mutation(3, 'roomCreate', { id: room!.id, projectId: ownProject, name: 'Volée' }),
      mutation(4, 'roomAddDefaults', {
        projectId: ownProject,
        rooms: [{ id: room!.id, key: 'kitchen', name: 'Cuisine' }],
      }),
      mutation(5, 'lineAdd', { id: line!.id, roomId: ownRoom, furnitureId: line!.furnitureId, quantity: 1 }),
    ]);

    expect(results.map((result) => result.status)).toEqual([
      'applied',
      'applied',
      'rejected',
      'rejected',
      'rejected',
    ]);
    expect(results.slice(2)).toMatchObject([
      { error: { code: 'conflict' } },
      { error: { code: 'conflict' } },
      { error: { code: 'conflict' } },
    ]);
    expect(await stored(rooms, room!.id)).toEqual(roomBefore);
    expect((await stored(rooms, room!.id))?.data).toMatchObject({ projectId: orderId });
    expect(await stored(purchaseOrderLines, line!.id)).toEqual(lineBefore);
    expect((await stored(purchaseOrderLines, line!.id))?.data).toMatchObject({ projectId: orderId });
  });

  it('a deleted project or room stays deleted when its id is created again', async () => {
    const token = await env.login('b2b-agent@fitout.test');
    const clientID = newClientId();
    const projectId = uuidv7();
    const roomId = uuidv7();
    const keptProject = uuidv7();
    await push(env, token, clientID, [
      mutation(1, 'projectCreate', { id: projectId, name: 'Éphémère' }),
      mutation(2, 'projectCreate', { id: keptProject, name: 'Durable' }),
      mutation(3, 'roomCreate', { id: roomId, projectId: keptProject, name: 'Séjour' }),
    ]);
    await push(env, token, clientID, [
      mutation(4, 'projectDelete', { id: projectId }),
      mutation(5, 'roomDelete', { id: roomId }),
    ]);
    const projectBefore = await stored(projects, projectId);
    const roomBefore = await stored(rooms, roomId);
    expect(projectBefore?.deletedAt).not.toBeNull();
    expect(roomBefore?.deletedAt).not.toBeNull();

    const { results } = await push(env, token, clientID, [
      mutation(6, 'projectCreate', { id: projectId, name: 'Revenant' }),
      mutation(7, 'roomCreate', { id: roomId, projectId: keptProject, name: 'Revenante' }),
    ]);

    expect(results).toMatchObject([
      { id: 6, status: 'rejected', error: { code: 'conflict' } },
      { id: 7, status: 'rejected', error: { code: 'conflict' } },
    ]);
    expect(await stored(projects, projectId)).toEqual(projectBefore);
    expect(await stored(rooms, roomId)).toEqual(roomBefore);
  });

  it('an admin catalogue create with an existing id is a conflict', async () => {
    const [existing] = await env.db.select().from(furniture).limit(1);
    const before = await stored(furniture, existing!.id);

    const result = await pushOne(demoAdminEmail, 'furnitureCreate', {
      id: existing!.id,
      name: 'Doublon',
      priceExclVatCents: 100,
      priceInclVatCents: 120,
    });

    expect(result).toMatchObject(refusedAsConflict);
    expect(await stored(furniture, existing!.id)).toEqual(before);
  });

  it('a row created then changed in the same push is written once, as a new row', async () => {
    const token = await env.login('b2b-agent@fitout.test');
    const projectId = uuidv7();

    const { results } = await push(env, token, newClientId(), [
      mutation(1, 'projectCreate', { id: projectId, name: 'Brouillon' }),
      mutation(2, 'projectUpdate', { id: projectId, patch: { name: 'Atelier Oberkampf' } }),
      mutation(3, 'projectCreate', { id: projectId, name: 'Encore' }),
    ]);

    expect(results.map((result) => result.status)).toEqual(['applied', 'applied', 'rejected']);
    expect((await stored(projects, projectId))?.data).toMatchObject({ name: 'Atelier Oberkampf' });
  });
});

describe('the write of a create', () => {
  it('is insert-only: an id taken behind the check fails as a conflict and keeps the first row', async () => {
    const seeded = await stored(projects, await companyValidatedOrder());
    const id = uuidv7();
    const admin: Actor = {
      kind: 'user',
      userId: await userId(demoAdminEmail),
      role: 'admin',
      clientId: null,
      clientRole: null,
      businessReferrerId: null,
      businessReferrerRole: null,
    };
    const now = env.clock.now().toISOString();
    const outcome = await env.db.transaction(async (tx) => {
      const version = await nextVersion(tx);
      // Two writers in one SQL transaction: the buffered one checks before the other has written,
      // as a check that missed the row would.
      const buffered = createRunState(tx, version, now);
      await createServerTransaction(tx, admin, now, buffered).insert('projects', {
        ...seeded!.data,
        id,
        name: 'Second',
      });
      await createServerTransaction(tx, admin, now, version).insert('projects', {
        ...seeded!.data,
        id,
        name: 'First',
      });
      const error = await tx
        .transaction(async () => buffered.flush())
        .then(
          () => null,
          (reason: unknown) => reason,
        );
      const [row] = await tx.select({ data: projects.data }).from(projects).where(eq(projects.id, id));
      return { error, row };
    });
    expect(outcome.error).not.toBeNull();
    expect(permanentDatabaseError(outcome.error)).toBe('conflict');
    expect(outcome.row?.data).toMatchObject({ name: 'First' });
  });
});
