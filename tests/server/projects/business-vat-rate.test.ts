import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../../src/domain/ids';
import { createTestApp, type TestApp } from '../support/test-app';
import { live, mutation, newClientId, pullAll, push } from '../sync/sync-helpers';

/*
 * The VAT rate is a business setting (VAT_RATE_BP): a project takes the server's, not the standard
 * rate nor anything a device sends.
 */

let env: TestApp;
beforeAll(async () => {
  env = await createTestApp({ seed: 'accounts', config: { vatRateBp: 550 } });
});
afterAll(async () => env?.close());

describe('projectCreate', () => {
  it("quotes a new project at the business's VAT rate, and ignores a rate the device sends", async () => {
    const token = await env.login('b2c@fitout.test');
    const clientID = newClientId();
    const plain = uuidv7();
    const claiming = uuidv7();
    const response = await push(env, token, clientID, [
      mutation(1, 'projectCreate', { id: plain, name: 'Studio' }),
      mutation(2, 'projectCreate', { id: claiming, name: 'Studio bis', vatRateBp: 0 }),
    ]);
    expect(response.results.map((result) => result.status)).toEqual(['applied', 'applied']);

    const { rows } = await pullAll(env, token, newClientId());
    const rates = new Map(live(rows, 'projects').map((row) => [row.id, row.data?.vatRateBp]));
    expect(rates.get(plain)).toBe(550);
    expect(rates.get(claiming)).toBe(550);
  });
});
