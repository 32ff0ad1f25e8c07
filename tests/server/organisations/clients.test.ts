import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clients } from '../../../server/db/schema';
import { demoIds, demoLogins } from '../../../server/seed/accounts';
import { uuidv7 } from '../../../src/domain/ids';
import { createTestApp, type TestApp } from '../support/test-app';
import { mutation, newClientId, push } from '../sync/sync-helpers';

let env: TestApp;
beforeAll(async () => {
  env = await createTestApp({ seed: 'accounts' });
});
beforeEach(async () => env.reset());
afterAll(async () => env?.close());

async function pushOne(email: string, name: string, args: unknown) {
  const token = await env.login(email);
  const [result] = (await push(env, token, newClientId(), [mutation(1, name, args)])).results;
  return result;
}

async function storedClient(id: string) {
  const [row] = await env.db.select().from(clients).where(eq(clients.id, id));
  return row?.data;
}

const address = { street: 'Rue de la Loi', number: '16', zipCode: '1000', city: 'Bruxelles', country: 'BE' };

function newClient(overrides: Record<string, unknown> = {}) {
  return {
    id: uuidv7(),
    name: 'Maison Verte',
    email: 'Contact@Maison-Verte.test',
    phone: '+32 2 123 45 67',
    vatNumber: 'BE 0123.456.789',
    airtableLink: 'https://airtable.com/appMaisonVerte',
    billingAddress: address,
    isCompany: true,
    ...overrides,
  };
}

describe('clientCreate and clientUpdate (spec sections 3 and 6)', () => {
  it('lets the office create a client, normalised, and refuses every other role with nothing stored', async () => {
    for (const email of demoLogins.filter((login) => login !== 'admin@fitout.test')) {
      const args = newClient();
      const result = await pushOne(email, 'clientCreate', args);
      expect(result, email).toMatchObject({ status: 'rejected', error: { code: 'auth/forbidden' } });
      expect(await storedClient(args.id), email).toBeUndefined();
    }
    const args = newClient();
    expect(await pushOne('admin@fitout.test', 'clientCreate', args)).toMatchObject({ status: 'applied' });
    expect(await storedClient(args.id)).toMatchObject({
      email: 'contact@maison-verte.test',
      phone: '+3221234567',
      vatNumber: 'BE0123456789',
      pricingMultiplier: 1,
      onboardingSteps: [],
      logo: null,
    });
  });

  it('lets only the office update a client and customize it, and changes nothing when refused', async () => {
    const before = await storedClient(demoIds.companyClient);
    const patch = {
      name: 'Atelier Soleil',
      pricingMultiplier: 2,
      onboardingSteps: [{ title: 'Bienvenue', description: 'Créez votre projet', image: null }],
    };
    for (const email of demoLogins.filter((login) => login !== 'admin@fitout.test')) {
      const result = await pushOne(email, 'clientUpdate', { id: demoIds.companyClient, patch });
      expect(result, email).toMatchObject({ status: 'rejected', error: { code: 'auth/forbidden' } });
    }
    expect(await storedClient(demoIds.companyClient)).toEqual(before);
    expect(
      await pushOne('admin@fitout.test', 'clientUpdate', { id: demoIds.companyClient, patch }),
    ).toMatchObject({
      status: 'applied',
    });
    expect(await storedClient(demoIds.companyClient)).toMatchObject(patch);
  });

  it.each([
    ['a VAT number of another country', { vatNumber: 'FR12345678901' }, 'vat_invalid'],
    ['a VAT number too short', { vatNumber: 'BE012345' }, 'vat_invalid'],
    ['an email without a domain', { email: 'contact@' }, 'email_invalid'],
    ['a phone with letters', { phone: '+32 abc' }, 'phone_invalid'],
    ['an Airtable link that is no web address', { airtableLink: 'airtable base' }, 'url_invalid'],
    ['no name', { name: '  ' }, 'required'],
  ])('refuses %s with its message, storing nothing', async (_case, overrides, message) => {
    const args = newClient(overrides);
    const result = await pushOne('admin@fitout.test', 'clientCreate', args);
    expect(result).toMatchObject({ status: 'rejected', error: { code: 'validation' } });
    expect(JSON.stringify(result)).toContain(message);
    expect(await storedClient(args.id)).toBeUndefined();
  });

  it('checks the VAT number against the billing country when only the country changes', async () => {
    // The demo company's number is French; moving its billing address to Germany must be refused.
    const result = await pushOne('admin@fitout.test', 'clientUpdate', {
      id: demoIds.companyClient,
      patch: { billingAddress: { ...address, country: 'DE' } },
    });
    expect(result).toMatchObject({ status: 'rejected', error: { code: 'validation' } });
    expect((await storedClient(demoIds.companyClient))?.billingAddress.country).toBe('FR');
  });

  it('refuses a create over an existing client id', async () => {
    const result = await pushOne(
      'admin@fitout.test',
      'clientCreate',
      newClient({ id: demoIds.companyClient }),
    );
    expect(result).toMatchObject({ status: 'rejected', error: { code: 'conflict' } });
    expect((await storedClient(demoIds.companyClient))?.name).toBe('Atelier Lumière');
  });

  it('refuses a logo that is not an uploaded picture of this server', async () => {
    const result = await pushOne('admin@fitout.test', 'clientUpdate', {
      id: demoIds.companyClient,
      patch: { logo: 'https://elsewhere.test/logo.png' },
    });
    expect(result).toMatchObject({ status: 'rejected', error: { code: 'validation' } });
    expect((await storedClient(demoIds.companyClient))?.logo).toBeNull();
  });
});
