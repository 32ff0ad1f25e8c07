import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  canQuoteFurniture,
  canQuoteModule,
  canSeeBusinessReferrer,
  canSeeClient,
  canSeeFurniture,
  canSeeFurnitureCategory,
  canSeeFurnitureRange,
  canSeeLead,
  canSeeModule,
  canSeeQuoteAcceptance,
  canSeeServiceRate,
  canSeeBusinessSettings,
  canSeeProject,
  canSeeProjectPart,
  canSeePurchaseOrder,
  canSeeUser,
  catalogueViewer,
  projectRow,
  type Audience,
  type CatalogueViewer,
} from '../../../src/domain/access';
import { entityNames, type EntityName, type EntityRow } from '../../../src/domain/entities/registry';
import type { Project } from '../../../src/domain/entities/project.schema';
import type { User } from '../../../src/domain/entities/user.schema';
import { uuidv7 } from '../../../src/domain/ids';
import type { Actor } from '../../../src/domain/mutators';
import type { PullResponse } from '../../../src/domain/sync/protocol.schema';
import { clients, purchaseOrderLines, users } from '../../../server/db/schema';
import { demoIds, demoLogins } from '../../../server/seed/accounts';
import { syncedTables } from '../../../server/sync/tables';
import {
  createLink,
  installerHeaders,
  installerPull,
  purchaseOrdersInVerification,
} from '../interventions/install-helpers';
import { storeAcceptance } from '../support/stored-acceptance';
import { createTestApp, type TestApp } from '../support/test-app';
import { mutation, newClientId, pullAll, push } from './sync-helpers';

/**
 * The pull scope's SQL (server/sync/scope.ts) cannot import the access rules, so this ties them:
 * for every demo login and an installer link, and for every stored row of every synced entity
 * (tombstones included), the pull sends the row in full exactly when it is live and the access
 * module lets the actor see it, with the body the row mask gives.
 */

/** What the access checks are given besides the row: the actor and the related rows the test loads. */
interface Facts {
  actor: Actor;
  viewer: CatalogueViewer;
  /** Every stored project, for the rows that belong to one. */
  projects: ReadonlyMap<string, Project>;
  /** The actor's own client's multiplier, which its prices go through (1 without a client). */
  pricingMultiplier: number;
}

/** A user as the rules read it: the pull's users come from the auth table, not a stored body. */
type UserFacts = Pick<User, 'id' | 'clientId' | 'businessReferrerId'>;
type CheckedRow<E extends EntityName> = E extends 'users' ? UserFacts : EntityRow<E>;

const partOf = ({ actor, projects }: Facts, row: { projectId: string }) =>
  canSeeProjectPart(actor, row, projects.get(row.projectId));

/** The access module's answer for each synced entity: a missing entity does not compile. */
const checks: { [E in EntityName]: (facts: Facts, row: CheckedRow<E>) => boolean } = {
  users: ({ actor }, row) => canSeeUser(actor, row),
  clients: ({ actor }, row) => canSeeClient(actor, row),
  businessReferrers: ({ actor }, row) => canSeeBusinessReferrer(actor, row),
  leads: ({ actor }, row) => canSeeLead(actor, row),
  furnitureCategories: ({ viewer }) => canSeeFurnitureCategory(viewer),
  furniture: ({ viewer }, row) => canSeeFurniture(viewer, row),
  furnitureRanges: ({ viewer }, row) => canSeeFurnitureRange(viewer, row),
  furnitureModules: ({ viewer }, row) => canSeeModule(viewer, row),
  serviceRates: ({ viewer }) => canSeeServiceRate(viewer),
  businessSettings: ({ viewer }) => canSeeBusinessSettings(viewer),
  projects: ({ actor }, row) => canSeeProject(actor, row),
  rooms: partOf,
  purchaseOrderLines: partOf,
  interventions: partOf,
  verificationCards: partOf,
  attachments: partOf,
  purchaseOrders: ({ actor }) => canSeePurchaseOrder(actor),
  conflictNotices: partOf,
  quoteAcceptances: ({ actor, projects }, row) =>
    canSeeQuoteAcceptance(actor, row, projects.get(row.projectId)),
};

interface StoredRow<E extends EntityName> {
  id: string;
  deleted: boolean;
  data: CheckedRow<E>;
}

let env: TestApp;
let installer: { headers: Record<string, string>; actor: Actor };

async function storedRows<E extends EntityName>(entity: E): Promise<StoredRow<E>[]> {
  if (entity === 'users') {
    const rows = await env.db.select().from(users);
    return rows.map((row) => ({
      id: row.id,
      deleted: row.deletedAt !== null,
      data: {
        id: row.id,
        clientId: row.clientId,
        businessReferrerId: row.businessReferrerId,
      } as CheckedRow<E>,
    }));
  }
  const { table } = syncedTables[entity as Exclude<E, 'users'>];
  const rows = await env.db
    .select({ id: table.id, deletedAt: table.deletedAt, data: table.data })
    .from(table);
  return rows.map((row) => ({
    id: row.id as string,
    deleted: row.deletedAt !== null,
    data: row.data as CheckedRow<E>,
  }));
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

beforeAll(async () => {
  env = await createTestApp();
  const admin = await env.login('admin@fitout.test');
  const [order, other] = await purchaseOrdersInVerification(env);
  if (!order || !other) throw new Error('the seed has fewer than two purchase orders in verification');
  // Cases the demo lacks: modules granted, archived or open to B2C in every combination; a deleted
  // room (its lines become tombstones) on the installer's order; a photo on each order.
  const modules = [
    { clientIds: [demoIds.individualClient] },
    { clientIds: [demoIds.companyClient, demoIds.individualClient], archived: true },
    { availableForB2C: true, archived: true },
    { clientIds: [] },
    { availableForB2C: true, clientIds: [] },
  ];
  const photos = [order, other].map(({ cards }, index) => ({
    id: uuidv7(),
    ownerEntity: 'verificationCard',
    ownerId: cards[0]?.id,
    fileName: `probleme-${index}.jpg`,
    mimeType: 'image/jpeg',
    sizeBytes: 1000,
    width: 1600,
    height: 1200,
    sha256: sha256(`photo ${index}`),
  }));
  const lineId = order.cards.at(-1)?.lineId;
  const [line] =
    lineId === undefined
      ? []
      : await env.db.select().from(purchaseOrderLines).where(eq(purchaseOrderLines.id, lineId));
  if (line === undefined) throw new Error('the installer’s order has no line');
  const result = await push(env, admin, newClientId(), [
    ...modules.map((fields, index) =>
      mutation(index + 1, 'furnitureModuleCreate', { id: uuidv7(), name: `Cas ${index}`, ...fields }),
    ),
    ...photos.map((args, index) => mutation(modules.length + index + 1, 'attachmentCreate', args)),
    // A stale office quantity that wins leaves a conflict notice on the order's project.
    mutation(modules.length + photos.length + 1, 'lineUpdateQuantity', {
      id: order.cards[0]?.lineId,
      quantity: 4321,
      base: { quantity: 4322 },
    }),
    mutation(modules.length + photos.length + 2, 'roomDelete', { id: line.roomId }),
    // A new multiplier: the company's submitted quotes keep theirs, which prices their lines.
    mutation(modules.length + photos.length + 3, 'clientUpdate', {
      id: demoIds.companyClient,
      patch: { pricingMultiplier: 2 },
    }),
  ]);
  expect(result.results.filter((r) => r.status !== 'applied')).toEqual([]);
  // Signed quotes on both orders' projects: the installer of one must see neither.
  for (const { id } of [order, other]) await storeAcceptance(env, id, uuidv7());
  const link = await createLink(env, admin, order.id);
  installer = {
    headers: installerHeaders(link, order.id),
    actor: { kind: 'installer', purchaseOrderId: order.id, tokenId: link.id },
  };
});
afterAll(async () => env?.close());

function actorOf(user: typeof users.$inferSelect): Actor {
  return {
    kind: 'user',
    userId: user.id,
    role: user.role,
    clientId: user.clientId,
    clientRole: user.clientRole,
    businessReferrerId: user.businessReferrerId,
    businessReferrerRole: user.businessReferrerRole,
  };
}

type PulledRows = Map<string, PullResponse['changes'][number]>;

async function installerPullAll(): Promise<PulledRows> {
  const rows: PulledRows = new Map();
  let cookie: string | null = null;
  for (;;) {
    const response = await installerPull(env, installer.headers, 'install-device-tie', cookie);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<PullResponse>();
    for (const change of page.changes) rows.set(`${change.entity}/${change.id}`, change);
    if (!page.more) return rows;
    cookie = page.cookie;
  }
}

/** The facts of an actor, loaded from the database as the pull scope reads them. */
async function factsOf(actor: Actor): Promise<Facts> {
  const clientId = actor.kind === 'user' ? actor.clientId : null;
  const [client] =
    clientId === null ? [] : await env.db.select().from(clients).where(eq(clients.id, clientId));
  const lines =
    actor.kind === 'installer'
      ? await env.db
          .select()
          .from(purchaseOrderLines)
          .where(eq(purchaseOrderLines.projectId, actor.purchaseOrderId))
      : [];
  const projects = await storedRows('projects');
  return {
    actor,
    viewer: catalogueViewer(actor, {
      client: client === undefined || client.deletedAt !== null ? undefined : client.data,
      purchaseOrderLines: lines.map((line) => line.data),
    }),
    projects: new Map(projects.map((row) => [row.id, row.data])),
    pricingMultiplier: client?.data.pricingMultiplier ?? 1,
  };
}

function audienceOf({ viewer, pricingMultiplier }: Facts): Audience | null {
  switch (viewer.kind) {
    case 'customer':
      return viewer.clientId === null
        ? null
        : { kind: 'client', clientId: viewer.clientId, pricingMultiplier };
    case 'installer':
      return { kind: 'installer' };
    case 'office':
    case 'none':
      return null;
    default:
      return viewer satisfies never;
  }
}

/** The multiplier a quote line's project keeps (projectMultiplier), null for any other row. */
function frozenOf({ projects }: Facts, data: unknown): number | null {
  const projectId = (data as { projectId?: unknown }).projectId;
  const isLine = typeof data === 'object' && data !== null && 'unitPriceCents' in data;
  return isLine && typeof projectId === 'string' ? (projects.get(projectId)?.frozenMultiplier ?? null) : null;
}

/** Every row where the pull and the access module disagree, on what is sent or on its body. */
async function disagreements(facts: Facts, pulled: PulledRows): Promise<string[]> {
  const audience = audienceOf(facts);
  const found: string[] = [];
  for (const entity of entityNames) {
    const check = checks[entity] as (facts: Facts, row: unknown) => boolean;
    for (const row of await storedRows(entity)) {
      const sent = pulled.get(`${entity}/${row.id}`)?.data ?? null;
      const allowed = !row.deleted && check(facts, row.data);
      if ((sent !== null) !== allowed)
        found.push(`${entity}/${row.id}: pull ${sent !== null}, access ${allowed}`);
      // Users go out through a projection without secrets (users-projection.ts): their body is its own test.
      if (sent === null || entity === 'users') continue;
      const body =
        audience === null
          ? row.data
          : projectRow(audience, entity, row.data as never, frozenOf(facts, row.data));
      if (!isDeepStrictEqual(sent, body)) found.push(`${entity}/${row.id}: body differs`);
    }
  }
  return found;
}

describe('the pull is the access module', () => {
  it('has rows of every entity to tie, and tombstones', async () => {
    for (const entity of entityNames) expect((await storedRows(entity)).length, entity).toBeGreaterThan(0);
    expect((await storedRows('purchaseOrderLines')).some((row) => row.deleted)).toBe(true);
  });

  it.each(demoLogins)('%s receives exactly the rows it may see', async (email) => {
    const [user] = await env.db.select().from(users).where(eq(users.email, email));
    if (user === undefined) throw new Error(`${email} is not seeded`);
    const facts = await factsOf(actorOf(user));
    const { rows } = await pullAll(env, await env.login(email), newClientId());
    expect(await disagreements(facts, rows)).toEqual([]);
  });

  it('an installer link receives exactly the rows of its purchase order it may see', async () => {
    const facts = await factsOf(installer.actor);
    expect(facts.viewer.kind).toBe('installer');
    expect(await disagreements(facts, await installerPullAll())).toEqual([]);
  });

  it.each(demoLogins)(
    '%s may quote only what it receives; a customer quotes every module it receives',
    async (email) => {
      const [user] = await env.db.select().from(users).where(eq(users.email, email));
      if (user === undefined) throw new Error(`${email} is not seeded`);
      const { viewer } = await factsOf(actorOf(user));
      const { rows } = await pullAll(env, await env.login(email), newClientId());
      for (const { id, data, deleted } of await storedRows('furniture')) {
        if (!deleted && canQuoteFurniture(viewer, data))
          expect(rows.get(`furniture/${id}`)?.data).toBeTruthy();
      }
      for (const { id, data, deleted } of await storedRows('furnitureModules')) {
        if (deleted) continue;
        const received = (rows.get(`furnitureModules/${id}`)?.data ?? null) !== null;
        if (viewer.kind === 'customer')
          expect(received, `${email} quotes ${data.name}`).toBe(canQuoteModule(viewer, data));
        else if (canQuoteModule(viewer, data)) expect(received).toBe(true);
      }
    },
  );
});
