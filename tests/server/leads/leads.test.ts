import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoAdminEmail, demoIds, demoLogins } from '../../../server/seed/accounts';
import type { BusinessReferrer } from '../../../src/domain/entities/business-referrer.schema';
import type { Lead } from '../../../src/domain/entities/lead.schema';
import { uuidv7 } from '../../../src/domain/ids';
import type { LeadPurchaseOrder } from '../../../src/domain/leads/lead-purchase-order.schema';
import type { SyncHealth } from '../../../src/domain/sync/sync-health.schema';
import { createTestApp, type TestApp } from '../support/test-app';
import { live, mutation, newClientId, pullAll, push } from '../sync/sync-helpers';

type Login = (typeof demoLogins)[number];

let env: TestApp;
const tokens = new Map<Login, string>();
const ids = new Map<Login, string>();

beforeAll(async () => {
  env = await createTestApp({ seed: 'accounts' });
});
afterAll(async () => env?.close());
beforeEach(async () => {
  await env.reset();
  for (const email of demoLogins) {
    const token = await env.login(email);
    tokens.set(email, token);
    const me = await env.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: env.as(token) });
    ids.set(email, me.json<{ _id: string }>()._id);
  }
});

const token = (email: Login) => tokens.get(email)!;
const idOf = (email: Login) => ids.get(email)!;

async function pushAs(email: Login, name: string, args: unknown) {
  const [result] = (await push(env, token(email), newClientId(), [mutation(1, name, args)])).results;
  return result!;
}

/** The live rows of `entity` a user's device receives. */
async function rowsOf<T>(email: Login, entity: string): Promise<T[]> {
  const { rows } = await pullAll(env, token(email), newClientId());
  return live(rows, entity).map((change) => change.data as T);
}

function leadArgs(agentEmail: Login, extra: Partial<Lead> = {}) {
  return {
    id: uuidv7(),
    businessReferrerId: demoIds.referrer,
    agentId: idOf(agentEmail),
    name: 'Agathe Besson',
    email: 'agathe@example.fr',
    phone: '+33611223344',
    projectAddress: { street: 'rue Lepic', number: '12', zipCode: '75018', city: 'Paris' },
    ...extra,
  };
}

const referrerUsers = ['br-admin@fitout.test', 'br-manager@fitout.test', 'br-agent@fitout.test'] as const;
const outsiders = demoLogins.filter(
  (email) => email !== demoAdminEmail && !(referrerUsers as readonly string[]).includes(email),
);

describe('registering a lead (leadCreate)', () => {
  it.each(referrerUsers)('lets %s register its own pending lead, which its team sees', async (email) => {
    const lead = leadArgs(email);
    expect(await pushAs(email, 'leadCreate', lead)).toMatchObject({ status: 'applied' });
    const seenBy = async (who: Login) => (await rowsOf<Lead>(who, 'leads')).some((row) => row.id === lead.id);
    expect(await seenBy(demoAdminEmail)).toBe(true);
    expect(await seenBy('br-admin@fitout.test')).toBe(true);
    expect(await seenBy('br-manager@fitout.test')).toBe(true);
    // An agent sees its own leads only.
    expect(await seenBy('br-agent@fitout.test')).toBe(email === 'br-agent@fitout.test');
    for (const outsider of outsiders) expect(await seenBy(outsider)).toBe(false);
  });

  it('lets the office register a lead for any agent', async () => {
    const lead = leadArgs('br-agent@fitout.test');
    expect(await pushAs(demoAdminEmail, 'leadCreate', lead)).toMatchObject({ status: 'applied' });
    expect((await rowsOf<Lead>('br-agent@fitout.test', 'leads')).map((row) => row.id)).toContain(lead.id);
  });

  it.each(outsiders)('refuses a lead from %s and stores nothing', async (email) => {
    const lead = { ...leadArgs('br-agent@fitout.test'), agentId: idOf(email) };
    expect(await pushAs(email, 'leadCreate', lead)).toMatchObject({
      status: 'rejected',
      error: { code: 'auth/forbidden' },
    });
    expect((await rowsOf<Lead>(demoAdminEmail, 'leads')).map((row) => row.id)).not.toContain(lead.id);
  });

  it('refuses a referrer user registering for another agent, or with the office fields set', async () => {
    const attempts = [
      leadArgs('br-manager@fitout.test'),
      leadArgs('br-agent@fitout.test', { referralStatus: 'referred' }),
      leadArgs('br-agent@fitout.test', { contractValueCents: 100_000 }),
      leadArgs('br-agent@fitout.test', { firstContractAt: '2020-01-01T00:00:00.000Z' }),
      leadArgs('br-agent@fitout.test', { projectId: uuidv7() }),
      leadArgs('br-agent@fitout.test', { businessReferrerId: uuidv7() }),
    ];
    for (const lead of attempts) {
      expect(await pushAs('br-agent@fitout.test', 'leadCreate', lead)).toMatchObject({
        status: 'rejected',
        error: { code: 'auth/forbidden' },
      });
    }
    const stored = (await rowsOf<Lead>(demoAdminEmail, 'leads')).map((row) => row.id);
    for (const lead of attempts) expect(stored).not.toContain(lead.id);
  });

  it('answers a bad email or phone with its field, in the caller’s language', async () => {
    const lead = leadArgs('br-agent@fitout.test', { email: 'agathe@', phone: '06 11' });
    const result = await pushAs('br-agent@fitout.test', 'leadCreate', lead);
    expect(result).toMatchObject({ status: 'rejected', error: { code: 'validation' } });
    const detail = result.status === 'rejected' ? result.error.detail : '';
    expect(detail).toContain('email');
    expect(detail).toContain('phone');
  });
});

describe('the office moves a lead (leadSetStatus, leadUpdate)', () => {
  it('moves pending → contacted → referred, dating the first contract, and refuses a skipped step', async () => {
    const lead = leadArgs('br-agent@fitout.test');
    await pushAs('br-agent@fitout.test', 'leadCreate', lead);
    expect(await pushAs(demoAdminEmail, 'leadSetStatus', { id: lead.id, status: 'referred' })).toMatchObject({
      status: 'rejected',
      error: { code: 'conflict' },
    });
    expect(await pushAs(demoAdminEmail, 'leadSetStatus', { id: lead.id, status: 'contacted' })).toMatchObject(
      {
        status: 'applied',
      },
    );
    expect(await pushAs(demoAdminEmail, 'leadSetStatus', { id: lead.id, status: 'referred' })).toMatchObject({
      status: 'applied',
    });
    const [stored] = (await rowsOf<Lead>('br-agent@fitout.test', 'leads')).filter(
      (row) => row.id === lead.id,
    );
    expect(stored).toMatchObject({ referralStatus: 'referred', firstContractAt: expect.any(String) });
  });

  it.each([...referrerUsers, ...outsiders])(
    'refuses every status change and edit from %s, and nothing changes',
    async (email) => {
      const lead = leadArgs('br-agent@fitout.test');
      await pushAs('br-agent@fitout.test', 'leadCreate', lead);
      // Whoever cannot see the lead learns nothing of it: it answers as a missing one.
      const code = (referrerUsers as readonly string[]).includes(email) ? 'auth/forbidden' : 'not_found';
      expect(await pushAs(email, 'leadSetStatus', { id: lead.id, status: 'contacted' })).toMatchObject({
        status: 'rejected',
        error: { code },
      });
      expect(await pushAs(email, 'leadUpdate', { id: lead.id, patch: { name: 'Renommé' } })).toMatchObject({
        status: 'rejected',
        error: { code },
      });
      const [stored] = (await rowsOf<Lead>(demoAdminEmail, 'leads')).filter((row) => row.id === lead.id);
      expect(stored).toMatchObject({ name: lead.name, referralStatus: 'pending' });
    },
  );

  it('refuses a status change through leadUpdate', async () => {
    const lead = leadArgs('br-agent@fitout.test');
    await pushAs(demoAdminEmail, 'leadCreate', lead);
    expect(
      await pushAs(demoAdminEmail, 'leadUpdate', { id: lead.id, patch: { referralStatus: 'referred' } }),
    ).toMatchObject({ status: 'rejected', error: { code: 'validation' } });
  });
});

describe('business referrers (businessReferrerCreate, businessReferrerUpdate)', () => {
  it('lets the office add one and set its name, purchase-order access and modules', async () => {
    const id = uuidv7();
    const moduleId = uuidv7();
    expect(await pushAs(demoAdminEmail, 'businessReferrerCreate', { id, name: 'Agence Nord' })).toMatchObject(
      {
        status: 'applied',
      },
    );
    expect(
      await pushAs(demoAdminEmail, 'businessReferrerUpdate', {
        id,
        patch: { name: 'Agence Nord-Est', canAccessPurchaseOrder: true, moduleIds: [moduleId] },
      }),
    ).toMatchObject({ status: 'applied' });
    const stored = (await rowsOf<BusinessReferrer>(demoAdminEmail, 'businessReferrers')).find(
      (row) => row.id === id,
    );
    expect(stored).toMatchObject({
      name: 'Agence Nord-Est',
      canAccessPurchaseOrder: true,
      moduleIds: [moduleId],
    });
  });

  it.each(demoLogins.filter((email) => email !== demoAdminEmail))(
    'refuses every referrer change from %s, and nothing changes',
    async (email) => {
      const before = (await rowsOf<BusinessReferrer>(demoAdminEmail, 'businessReferrers')).find(
        (row) => row.id === demoIds.referrer,
      )!;
      expect(await pushAs(email, 'businessReferrerCreate', { id: uuidv7(), name: 'Intruse' })).toMatchObject({
        status: 'rejected',
        error: { code: 'auth/forbidden' },
      });
      expect(
        await pushAs(email, 'businessReferrerUpdate', {
          id: demoIds.referrer,
          patch: { canAccessPurchaseOrder: !before.canAccessPurchaseOrder },
        }),
      ).toMatchObject({ status: 'rejected', error: { code: 'auth/forbidden' } });
      const referrers = await rowsOf<BusinessReferrer>(demoAdminEmail, 'businessReferrers');
      expect(referrers.map((row) => row.name)).not.toContain('Intruse');
      expect(referrers.find((row) => row.id === demoIds.referrer)).toEqual(before);
    },
  );
});

describe('GET /api/v1/leads/{leadId}/purchase-order', () => {
  /** A project of the company client with one line, which the agent's lead became. */
  async function signedLead() {
    const furnitureId = uuidv7();
    const projectId = uuidv7();
    const roomId = uuidv7();
    const admin = token(demoAdminEmail);
    await push(env, admin, newClientId(), [
      mutation(1, 'furnitureCreate', {
        id: furnitureId,
        name: 'Canapé Élégance',
        priceExclVatCents: 10_000,
        priceInclVatCents: 12_000,
      }),
      mutation(2, 'projectCreate', {
        id: projectId,
        name: 'Appartement Lepic',
        clientId: demoIds.companyClient,
      }),
      mutation(3, 'roomCreate', { id: roomId, projectId, name: 'Salon' }),
      mutation(4, 'lineAdd', { id: uuidv7(), roomId, furnitureId, quantity: 2 }),
    ]);
    const lead = leadArgs('br-agent@fitout.test', { projectId });
    expect(await pushAs(demoAdminEmail, 'leadCreate', lead)).toMatchObject({ status: 'applied' });
    return lead;
  }

  const read = (leadId: string, email?: Login) =>
    env.app.inject({
      method: 'GET',
      url: `/api/v1/leads/${leadId}/purchase-order`,
      headers: email === undefined ? {} : env.as(token(email)),
    });

  it('refuses the referrer while canAccessPurchaseOrder is off, then opens it read only once on', async () => {
    const lead = await signedLead();
    await pushAs(demoAdminEmail, 'businessReferrerUpdate', {
      id: demoIds.referrer,
      patch: { canAccessPurchaseOrder: false },
    });
    for (const email of referrerUsers) {
      const refused = await read(lead.id, email);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'auth/forbidden' });
    }
    expect((await read(lead.id, demoAdminEmail)).statusCode).toBe(200);

    await pushAs(demoAdminEmail, 'businessReferrerUpdate', {
      id: demoIds.referrer,
      patch: { canAccessPurchaseOrder: true },
    });
    for (const email of referrerUsers) {
      const opened = await read(lead.id, email);
      expect(opened.statusCode).toBe(200);
      expect(opened.json<LeadPurchaseOrder>()).toMatchObject({
        project: { name: 'Appartement Lepic', status: 'draft' },
        lines: [{ room: 'Salon', item: 'Canapé Élégance', quantity: 2 }],
      });
      // Read only, and no price: the referrer follows what was ordered, not its cost.
      expect(opened.body).not.toContain('Cents');
    }
  });

  it('answers 404 to whoever cannot see the lead, and 401 without a session', async () => {
    const lead = await signedLead();
    await pushAs(demoAdminEmail, 'businessReferrerUpdate', {
      id: demoIds.referrer,
      patch: { canAccessPurchaseOrder: true },
    });
    for (const email of outsiders) expect((await read(lead.id, email)).statusCode).toBe(404);
    const managersLead = await signedLead();
    await pushAs(demoAdminEmail, 'leadUpdate', {
      id: managersLead.id,
      patch: { agentId: idOf('br-manager@fitout.test') },
    });
    expect((await read(managersLead.id, 'br-agent@fitout.test')).statusCode).toBe(404);
    expect((await read(lead.id)).statusCode).toBe(401);
  });

  it('answers 404 for a lead that became no project yet', async () => {
    const lead = leadArgs('br-agent@fitout.test');
    await pushAs('br-agent@fitout.test', 'leadCreate', lead);
    expect((await read(lead.id, demoAdminEmail)).statusCode).toBe(404);
  });
});

describe('GET /api/v1/sync-health', () => {
  it('lists each device with the last time its changes reached the server, to the office only', async () => {
    const lead = leadArgs('br-agent@fitout.test');
    await pushAs('br-agent@fitout.test', 'leadCreate', lead);
    const answer = await env.app.inject({
      method: 'GET',
      url: '/api/v1/sync-health',
      headers: env.as(token(demoAdminEmail)),
    });
    expect(answer.statusCode).toBe(200);
    const devices = answer.json<SyncHealth>().devices;
    expect(devices).toContainEqual(
      expect.objectContaining({
        owner: expect.objectContaining({ kind: 'user', email: 'br-agent@fitout.test' }),
        lastSyncAt: expect.any(String),
      }),
    );
    for (const email of demoLogins.filter((login) => login !== demoAdminEmail)) {
      const refused = await env.app.inject({
        method: 'GET',
        url: '/api/v1/sync-health',
        headers: env.as(token(email)),
      });
      expect(refused.statusCode).toBe(403);
    }
    expect((await env.app.inject({ method: 'GET', url: '/api/v1/sync-health' })).statusCode).toBe(401);
  });
});
