import { isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  canQuoteFurniture,
  canQuoteModule,
  canSeeFurniture,
  canSeeModule,
  catalogueViewer,
  type CatalogueViewer,
} from '../../../src/domain/access/catalogue-access';
import { projectRow, type Audience } from '../../../src/domain/access/row-projection';
import type { User } from '../../../src/domain/entities/user.schema';
import { uuidv7 } from '../../../src/domain/ids';
import type { Actor } from '../../../src/domain/mutators';
import { clients, furniture, furnitureModules } from '../../../server/db/schema';
import { demoIds } from '../../../server/seed/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { live, mutation, newClientId, pullAll, push } from './sync-helpers';

/**
 * The pull scope's SQL (server/sync/scope.ts) cannot import the access rules, so this ties them:
 * for every demo actor and every catalogue row, the pull sends the row exactly when the access
 * module lets the actor see it, with the body the row mask gives, and never lets it quote a row
 * it does not receive. The start of issue 9's tie test, over the catalogue.
 */

const demoEmails = [
  'admin@fitout.test',
  'b2b-admin@fitout.test',
  'b2b-agent@fitout.test',
  'b2c@fitout.test',
  'br-admin@fitout.test',
  'br-manager@fitout.test',
  'br-agent@fitout.test',
  'br-orphan@fitout.test',
];

let env: TestApp;

beforeAll(async () => {
  env = await createTestApp();
  // The demo has archived and disabled furniture, a B2B-only and a B2C pack: add the module cases it lacks.
  const modules = [
    { clientIds: [demoIds.individualClient] },
    { clientIds: [demoIds.companyClient, demoIds.individualClient], archived: true },
    { availableForB2C: true, archived: true },
    { clientIds: [] },
    { availableForB2C: true, clientIds: [] },
  ];
  const result = await push(
    env,
    await env.login('admin@fitout.test'),
    newClientId(),
    modules.map((fields, index) =>
      mutation(index + 1, 'furnitureModuleCreate', { id: uuidv7(), name: `Cas ${index}`, ...fields }),
    ),
  );
  expect(result.results.every((r) => r.status === 'applied')).toBe(true);
});
afterAll(async () => env?.close());

function actorOf(user: User): Actor {
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

function audienceOf(viewer: CatalogueViewer): Audience | null {
  return viewer.kind === 'customer' && viewer.clientId !== null
    ? { kind: 'client', clientId: viewer.clientId }
    : null;
}

describe('the catalogue pull is the access rule', () => {
  it.each(demoEmails)('%s', async (email) => {
    const { rows } = await pullAll(env, await env.login(email), newClientId());
    const self = live(rows, 'users').find((row) => row.data?.email === email)?.data as User;
    const actor = actorOf(self);
    const clientRows = await env.db.select().from(clients).where(isNull(clients.deletedAt));
    const client = clientRows.find((row) => row.id === self.clientId)?.data;
    const viewer = catalogueViewer(actor, client);
    const audience = audienceOf(viewer);

    const storedFurniture = await env.db.select().from(furniture).where(isNull(furniture.deletedAt));
    expect(storedFurniture.length).toBeGreaterThan(100);
    for (const { id, data } of storedFurniture) {
      const pulled = rows.get(`furniture/${id}`)?.data ?? null;
      expect(pulled !== null, `${email} furniture ${data.name}`).toBe(canSeeFurniture(viewer, data));
      if (canQuoteFurniture(viewer, data)) expect(pulled).not.toBeNull();
      if (pulled !== null)
        expect(pulled).toEqual(audience === null ? data : projectRow(audience, 'furniture', data));
    }

    const storedModules = await env.db
      .select()
      .from(furnitureModules)
      .where(isNull(furnitureModules.deletedAt));
    for (const { id, data } of storedModules) {
      const pulled = rows.get(`furnitureModules/${id}`)?.data ?? null;
      expect(pulled !== null, `${email} module ${data.name}`).toBe(canSeeModule(viewer, data));
      if (viewer.kind === 'customer')
        expect(pulled !== null, `${email} quotes module ${data.name}`).toBe(canQuoteModule(viewer, data));
      else if (canQuoteModule(viewer, data)) expect(pulled).not.toBeNull();
      if (pulled !== null)
        expect(pulled).toEqual(audience === null ? data : projectRow(audience, 'furnitureModules', data));
    }
  });
});
