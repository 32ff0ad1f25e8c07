import { describe, expect, it } from 'vitest';
import { protocolVersion } from '../../../src/domain/sync/protocol.schema';
import { createHttpTransport } from '../../../src/sync/http-transport';

const pull = { clientID: 'client-0001', protocolVersion, cookie: null };

function transportAnswering(answer: () => Promise<Response>, online = true) {
  const seen: { url: string; authorization: string | null }[] = [];
  const transport = createHttpTransport({
    apiBase: 'https://fitout.test/api/v1',
    authorization: () => 'bearer t0ken',
    isOnline: () => online,
    fetch: async (input, init) => {
      seen.push({ url: String(input), authorization: new Headers(init?.headers).get('authorization') });
      return answer();
    },
  });
  return { transport, seen };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('http transport', () => {
  it('posts to the sync endpoint with the session header, parses the answer and tells its size', async () => {
    const page = { cookie: 'c1', lastMutationID: 0, reset: false, changes: [], more: false, remaining: 0 };
    const { transport, seen } = transportAnswering(async () => json(200, page));
    expect(await transport.pull(pull)).toEqual({ ok: true, value: page, bytes: JSON.stringify(page).length });
    expect(seen).toEqual([{ url: 'https://fitout.test/api/v1/sync/pull', authorization: 'bearer t0ken' }]);
  });

  it.each([
    [401, { detail: 'expired', code: 'auth/unauthenticated' }, { type: 'unauthorized' }],
    [503, { detail: 'busy', code: 'internal' }, { type: 'temporary', status: 503, detail: 'busy' }],
    [429, { detail: 'slow down' }, { type: 'temporary', status: 429, detail: 'slow down' }],
    [
      403,
      { detail: 'not yours', code: 'auth/forbidden' },
      { type: 'rejected', status: 403, code: 'auth/forbidden', detail: 'not yours' },
    ],
  ])('turns HTTP %i into tagged data', async (status, body, failure) => {
    const { transport } = transportAnswering(async () => json(status, body));
    expect(await transport.pull(pull)).toEqual({ ok: false, failure });
  });

  it('tells offline from a lost connection, and a malformed answer is temporary', async () => {
    const lost = async () => Promise.reject(new TypeError('fetch failed'));
    expect(await transportAnswering(lost, false).transport.pull(pull)).toEqual({
      ok: false,
      failure: { type: 'offline' },
    });
    expect(await transportAnswering(lost, true).transport.pull(pull)).toMatchObject({
      ok: false,
      failure: { type: 'temporary', status: null },
    });
    expect(await transportAnswering(async () => json(200, { hello: 1 })).transport.pull(pull)).toMatchObject({
      ok: false,
      failure: { type: 'temporary', detail: 'malformed response' },
    });
  });
});
