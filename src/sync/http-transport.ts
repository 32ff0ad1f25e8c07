import type { z } from 'zod';
import { readErrorCode } from '../domain/errors';
import { refusesCredential } from '../domain/interventions/link-refusal';
import {
  pullResponseSchema,
  pushResponseSchema,
  streamTicketSchema,
  type StreamTicket,
} from '../domain/sync/protocol.schema';
import type { SyncTransport, TransportFailure, TransportResult } from './transport';

/** A request that has not answered by then is treated as lost and retried. */
export const REQUEST_TIMEOUT_MS = 30_000;

export interface HttpTransportOptions {
  /** Origin and base path of the API, e.g. `https://fitout.example/api/v1`. */
  apiBase: string;
  /** `<token_type> <access_token>`, or null when signed out. Workers cannot read localStorage: the page passes it. */
  authorization?: () => string | null;
  /** Other credential headers (an installer link's token), read before every request. */
  headers?: () => Record<string, string>;
  fetch?: typeof fetch;
  isOnline?: () => boolean;
}

async function failureOf(response: Response): Promise<TransportFailure> {
  if (refusesCredential(response.status)) return { type: 'unauthorized' };
  const body: unknown = await response.json().catch(() => null);
  const detail =
    body && typeof body === 'object' && 'detail' in body && typeof body.detail === 'string'
      ? body.detail
      : response.statusText;
  const code =
    body && typeof body === 'object' && 'code' in body && typeof body.code === 'string'
      ? readErrorCode(body.code)
      : null;
  // 408 and 429 say "later", like a 5xx: the same request may succeed.
  if (response.status >= 500 || response.status === 408 || response.status === 429)
    return { type: 'temporary', status: response.status, detail };
  return { type: 'rejected', status: response.status, code, detail };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The sync transport, and the ticket that opens the live-update stream with the same credential. */
export interface HttpTransport extends SyncTransport {
  streamTicket(): Promise<TransportResult<StreamTicket>>;
}

/** The sync transport over `fetch`: every outcome becomes a tagged result, nothing throws. */
export function createHttpTransport(options: HttpTransportOptions): HttpTransport {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const isOnline = options.isOnline ?? (() => navigator.onLine);

  async function post<T>(path: string, body: unknown, schema: z.ZodType<T>): Promise<TransportResult<T>> {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/json',
    };
    Object.assign(headers, options.headers?.());
    const authorization = options.authorization?.();
    if (authorization) headers.authorization = authorization;
    let response: Response;
    try {
      response = await doFetch(`${options.apiBase}${path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      if (!isOnline()) return { ok: false, failure: { type: 'offline' } };
      return { ok: false, failure: { type: 'temporary', status: null, detail: String(error) } };
    }
    if (!response.ok) return { ok: false, failure: await failureOf(response) };
    const text = await response.text().catch(() => '');
    const parsed = schema.safeParse(parseJson(text));
    // A body that is not the protocol (a proxy's page, a half-deployed server) may be fixed later.
    if (!parsed.success)
      return {
        ok: false,
        failure: { type: 'temporary', status: response.status, detail: 'malformed response' },
      };
    // Compressed, the header says what crossed the network; without it, the text is near enough.
    const bytes = Number(response.headers.get('content-length')) || text.length;
    return { ok: true, value: parsed.data, bytes };
  }

  return {
    push: (request) => post('/sync/push', request, pushResponseSchema),
    pull: (request) => post('/sync/pull', request, pullResponseSchema),
    streamTicket: () => post('/sync/events/ticket', {}, streamTicketSchema),
  };
}
