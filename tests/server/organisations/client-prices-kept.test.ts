import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects, purchaseOrderLines, rooms } from '../../../server/db/schema';
import { demoIds } from '../../../server/seed/accounts';
import type { Project } from '../../../src/domain/entities/project.schema';
import { quoteTotals } from '../../../src/domain/pricing';
import { createTestApp, type TestApp } from '../support/test-app';
import { mutation, newClientId, push } from '../sync/sync-helpers';

let env: TestApp;
beforeAll(async () => {
  env = await createTestApp();
});
afterAll(async () => env?.close());

async function totalOf(project: Project, multiplier: number) {
  const lines = (
    await env.db.select().from(purchaseOrderLines).where(eq(purchaseOrderLines.projectId, project.id))
  ).map((row) => row.data);
  const roomRows = (await env.db.select().from(rooms).where(eq(rooms.projectId, project.id))).map(
    (row) => row.data,
  );
  return quoteTotals({ ...project, lines, rooms: roomRows, clientMultiplier: multiplier }).total.exclVatCents;
}

async function companyProjects() {
  return (await env.db.select().from(projects).where(eq(projects.clientId, demoIds.companyClient))).map(
    (row) => row.data,
  );
}

describe('a new pricing multiplier (spec section 3)', () => {
  it('reprices the drafts and keeps the price of quotes already submitted', async () => {
    const before = await companyProjects();
    const submitted = before.find((p) => p.clientStatus === 'done' && p.clientPriceOverrideCents === null);
    const draft = before.find((p) => p.clientStatus === 'draft');
    if (!submitted || !draft) throw new Error('the demo company has no submitted quote or no draft');
    const submittedPrice = await totalOf(submitted, 1.5);
    const draftPrice = await totalOf(draft, 1.5);
    expect(draftPrice).toBeGreaterThan(0);

    const token = await env.login('admin@fitout.test');
    const [result] = (
      await push(env, token, newClientId(), [
        mutation(1, 'clientUpdate', { id: demoIds.companyClient, patch: { pricingMultiplier: 2 } }),
      ])
    ).results;
    expect(result).toMatchObject({ status: 'applied' });

    const after = await companyProjects();
    const submittedAfter = after.find((p) => p.id === submitted.id);
    const draftAfter = after.find((p) => p.id === draft.id);
    if (!submittedAfter || !draftAfter) throw new Error('a project went missing');
    expect(await totalOf(submittedAfter, 2)).toBe(submittedPrice);
    // The draft keeps no set price: it follows the new multiplier.
    expect(draftAfter.clientPriceOverrideCents).toBeNull();
    expect(await totalOf(draftAfter, 2)).toBeGreaterThan(draftPrice);
  });
});
