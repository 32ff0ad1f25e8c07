import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIds } from '../../../server/seed/accounts';
import { createTestApp, type TestApp } from '../support/test-app';

let env: TestApp;
beforeAll(async () => {
  env = await createTestApp({ seed: 'accounts' });
});
afterAll(async () => env?.close());

/** An 8×8 red PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4oaGBFTEMLQkAgl1GAWqNFmsAAAAASUVORK5CYII=',
  'base64',
);

async function upload(email: string, body: Buffer, clientId: string = demoIds.companyClient) {
  return env.app.inject({
    method: 'POST',
    url: `/api/v1/client-images/${clientId}`,
    headers: { ...env.as(await env.login(email)), 'content-type': 'image/png' },
    payload: body,
  });
}

describe('/api/v1/client-images (logo and onboarding pictures)', () => {
  it('takes pictures from the office only, and refuses bytes that are no picture', async () => {
    for (const email of ['b2b-admin@fitout.test', 'b2b-agent@fitout.test', 'br-admin@fitout.test'])
      expect((await upload(email, png)).statusCode, email).toBe(403);
    const text = await upload('admin@fitout.test', Buffer.from('<svg onload="alert(1)"></svg>'));
    expect(text.statusCode).toBe(415);
    const stored = await upload('admin@fitout.test', png);
    expect(stored.statusCode).toBe(201);
    expect(stored.json().path).toMatch(
      new RegExp(`^/api/v1/client-images/${demoIds.companyClient}/[0-9a-f-]{36}$`),
    );
  });

  it("lets the client's own users and the office read a picture, nobody else", async () => {
    const { path } = (await upload('admin@fitout.test', png)).json<{ path: string }>();
    for (const [email, status] of [
      ['admin@fitout.test', 200],
      ['b2b-admin@fitout.test', 200],
      ['b2b-agent@fitout.test', 200],
      ['b2c@fitout.test', 403],
      ['br-agent@fitout.test', 403],
    ] as const) {
      const response = await env.app.inject({
        method: 'GET',
        url: path,
        headers: env.as(await env.login(email)),
      });
      expect(response.statusCode, email).toBe(status);
      if (status === 200) {
        expect(response.headers['content-type']).toBe('image/png');
        expect(response.rawPayload.equals(png)).toBe(true);
      }
    }
    expect((await env.app.inject({ method: 'GET', url: path })).statusCode).toBe(401);
  });
});
