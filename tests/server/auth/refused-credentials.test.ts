import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  installationTokenHeader,
  purchaseOrderIdHeader,
} from '../../../src/domain/interventions/installer-link.schema';
import { uuidv7 } from '../../../src/domain/ids';
import { protocolVersion } from '../../../src/domain/sync/protocol.schema';
import { createTestApp, type TestApp } from '../support/test-app';

const maxRefused = 3;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'accounts', config: { refusedCredentialsMax: maxRefused } });
});
afterAll(async () => {
  await t.close();
});

function pull(headers: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/sync/pull',
    headers: { 'accept-language': 'en', ...headers },
    payload: { clientID: 'device-refused-1', protocolVersion, cookie: null },
  });
}

describe('refused credentials from one address', () => {
  it('are limited: past the limit every credential answers 429 until the minute ends', async () => {
    const valid = await t.login('b2b-agent@fitout.test');
    for (let n = 0; n < maxRefused; n++) {
      expect((await pull({ authorization: `bearer made-up-${n}` })).statusCode).toBe(401);
    }
    const limited = await pull({ authorization: 'bearer made-up-again' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      detail: 'Too many requests. Please wait a moment and try again.',
      code: 'rate_limited',
    });
    const installer = await pull({ [installationTokenHeader]: 'made-up', [purchaseOrderIdHeader]: uuidv7() });
    expect(installer.statusCode).toBe(429);
    expect((await pull(t.as(valid))).statusCode).toBe(429);

    t.clock.advance(61_000);
    expect((await pull(t.as(valid))).statusCode).toBe(200);
  });
});
