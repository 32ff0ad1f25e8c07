import type { ErrorCode } from '../domain/errors';
import type { PullRequest, PullResponse, PushRequest, PushResponse } from '../domain/sync/protocol.schema';

/** Why a sync request failed, as plain data that crosses the worker boundary unchanged. */
export type TransportFailure =
  /** No network at all: wait for `online` or the next retry. */
  | { type: 'offline' }
  /** 401: the session expired. Never retried until a new login resumes the engine. */
  | { type: 'unauthorized' }
  /** 5xx, timeout, lost connection: retried with backoff. */
  | { type: 'temporary'; status: number | null; detail: string }
  /** Any other 4xx: the request itself is refused; retrying it unchanged cannot help. */
  | { type: 'rejected'; status: number; code: ErrorCode | null; detail: string };

export type TransportResult<T> =
  /** `bytes`: the answer's size as downloaded, when the transport knows it (for progress only). */
  { ok: true; value: T; bytes?: number } | { ok: false; failure: TransportFailure };

export interface SyncTransport {
  push(request: PushRequest): Promise<TransportResult<PushResponse>>;
  pull(request: PullRequest): Promise<TransportResult<PullResponse>>;
}
