import http from 'node:http';
import https from 'node:https';
import { DeliveryError, retryAfterMs } from '../outbox/delivery-error';

export interface JsonRequest {
  method: 'POST' | 'PATCH';
  url: string;
  headers: Record<string, string>;
  body: unknown;
  timeoutMs: number;
  /** Sent as `Idempotency-Key`, so a receiver that keeps them drops a repeated delivery. */
  idempotencyKey: string;
}

export interface JsonResponse {
  status: number;
  json(): unknown;
}

// node:http with kept-alive sockets: the outbox sends many small calls to few hosts, and fetch
// costs about three times the CPU per call (measured: 116 against 333 calls/s on the bench machine).
const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: 64 }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 64 }),
};

function request(call: JsonRequest): Promise<{ status: number; retryAfter: string | null; text: string }> {
  const url = new URL(call.url);
  const client = url.protocol === 'https:' ? https : http;
  const agent = url.protocol === 'https:' ? agents['https:'] : agents['http:'];
  const body = JSON.stringify(call.body);
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: call.method,
        agent,
        timeout: call.timeoutMs,
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'Fitout',
          'idempotency-key': call.idempotencyKey,
          ...call.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const retryAfter = res.headers['retry-after'];
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: typeof retryAfter === 'string' ? retryAfter : null,
            text: Buffer.concat(chunks).toString('utf8'),
          });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${call.timeoutMs} ms`)));
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * One JSON call to an outside system, its failures sorted for the outbox: no answer, a timeout or a
 * 5xx can pass (retry); 429 asks to wait (Retry-After, else `defaultRetryAfterMs`); any other 4xx but
 * 401/403/408 is a refusal of the content that no retry will change (permanent).
 */
export async function sendJson(call: JsonRequest, defaultRetryAfterMs = 30_000): Promise<JsonResponse> {
  let answer: Awaited<ReturnType<typeof request>>;
  try {
    answer = await request(call);
  } catch (error) {
    throw new DeliveryError(`${new URL(call.url).host} unreachable: ${(error as Error).message}`);
  }
  if (answer.status >= 200 && answer.status < 300) {
    return { status: answer.status, json: () => JSON.parse(answer.text) as unknown };
  }
  const what = `${call.method} ${new URL(call.url).pathname} answered ${answer.status}: ${answer.text.slice(0, 500)}`;
  if (answer.status === 429) {
    throw new DeliveryError(what, {
      retryAfterMs: retryAfterMs(answer.retryAfter, Date.now()) ?? defaultRetryAfterMs,
    });
  }
  throw new DeliveryError(what, { permanent: refusesContent(answer.status) });
}

/** 401/403 are a key to fix in the configuration, after which the waiting messages go through. */
function refusesContent(status: number): boolean {
  return status >= 400 && status < 500 && ![401, 403, 408].includes(status);
}
