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

/**
 * One JSON call to an outside system, its failures sorted for the outbox: no answer, a timeout or a
 * 5xx can pass (retry); 429 asks to wait (Retry-After, else `defaultRetryAfterMs`); any other 4xx but
 * 401/403/408 is a refusal of the content that no retry will change (permanent).
 */
export async function sendJson(request: JsonRequest, defaultRetryAfterMs = 30_000): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'user-agent': 'Fitout',
        'idempotency-key': request.idempotencyKey,
        ...request.headers,
      },
      body: JSON.stringify(request.body),
      signal: AbortSignal.timeout(request.timeoutMs),
    });
  } catch (error) {
    throw new DeliveryError(`${new URL(request.url).host} unreachable: ${(error as Error).message}`);
  }
  if (response.ok) return response;
  const text = (await response.text().catch(() => '')).slice(0, 500);
  const what = `${request.method} ${new URL(request.url).pathname} answered ${response.status}: ${text}`;
  if (response.status === 429) {
    throw new DeliveryError(what, {
      retryAfterMs: retryAfterMs(response.headers.get('retry-after'), Date.now()) ?? defaultRetryAfterMs,
    });
  }
  throw new DeliveryError(what, { permanent: refusesContent(response.status) });
}

/** 401/403 are a key to fix in the configuration, after which the waiting messages go through. */
function refusesContent(status: number): boolean {
  return status >= 400 && status < 500 && ![401, 403, 408].includes(status);
}
