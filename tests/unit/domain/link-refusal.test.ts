import { describe, expect, it } from 'vitest';
import { linkRefusalCodes, linkRefusalOf } from '../../../src/domain/interventions/link-refusal';
import { createHttpTransport } from '../../../src/sync/http-transport';

describe('whether an installer link is dead', () => {
  it('is said by a 401 only, with the reason the server gave', () => {
    for (const code of linkRefusalCodes) expect(linkRefusalOf(401, code)).toBe(code);
    expect(linkRefusalOf(401, 'auth/unauthenticated')).toBe('install/link_invalid');
    for (const status of [400, 403, 404, 408, 429, 500, 503])
      expect(linkRefusalOf(status, 'install/link_revoked')).toBeNull();
  });

  it('is decided the same way by the sync transport: a 429 is retried, a 401 stops', async () => {
    const answering = (status: number) =>
      createHttpTransport({
        apiBase: 'http://fitout.test/api/v1',
        isOnline: () => true,
        fetch: () =>
          Promise.resolve(Response.json({ code: 'install/link_expired', detail: 'x' }, { status })),
      });
    for (const status of [401, 429, 500]) {
      const result = await answering(status).pull({ clientID: 'c', protocolVersion: 1, cookie: null });
      const dead = !result.ok && result.failure.type === 'unauthorized';
      expect(dead).toBe(linkRefusalOf(status, 'install/link_expired') !== null);
    }
  });
});
