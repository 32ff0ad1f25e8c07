import { codeForStatus, isErrorCode, type ErrorCode, type FieldError } from '../domain/errors';
import { readAuthorization } from './session-storage';
import { apiBasePath } from '../domain/api-path';

export const apiBase = `${apiBasePath}/`;

/** The message of an ApiError whose detail lists invalid fields rather than one sentence. */
export const fieldErrorMessage = 'ZeusFieldError';

/** A non-OK answer of the API, with its status and JSON body (spec section 8). */
export class ApiError extends Error {
  readonly status: number;
  /** The answer's code, or its status's when it names none (codeForStatus). */
  readonly code: ErrorCode;
  readonly fieldErrors: FieldError[];
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    const detail = isRecord(body) ? body.detail : undefined;
    super(typeof detail === 'string' ? detail : fieldErrorMessage);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.code = isRecord(body) && isErrorCode(body.code) ? body.code : codeForStatus(status);
    this.fieldErrors = Array.isArray(detail) ? detail.filter(isFieldError) : [];
  }
}

/** The request never got an answer: offline, DNS, server down. Distinct from any HTTP status. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('NetworkError', { cause });
    this.name = 'NetworkError';
  }
}

export type ApiRequest = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  /** false for calls that must not carry the session, e.g. a reset by token. */
  authenticated?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/** JSON call to `/api/v1/<path>`; throws ApiError for non-OK answers and NetworkError when unreachable. */
export async function apiFetch(path: string, request: ApiRequest = {}): Promise<unknown> {
  const headers = requestHeaders(request);
  // A Blob (an image upload) goes as its bytes, with its own type; anything else as JSON.
  const raw = request.body instanceof Blob ? request.body : undefined;
  if (raw !== undefined) headers['Content-Type'] = raw.type;
  else if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(apiBase + path, {
      method: request.method ?? 'GET',
      headers,
      body: raw ?? (request.body === undefined ? undefined : JSON.stringify(request.body)),
      signal: request.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }
  const payload = await readJson(response);
  if (!response.ok) throw new ApiError(response.status, payload);
  return payload;
}

/** The language and session headers every call carries. */
function requestHeaders(request: ApiRequest): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
  const language = document.documentElement.lang;
  if (language) headers['Accept-Language'] = language;
  if (request.authenticated !== false) {
    const authorization = readAuthorization();
    if (authorization) headers.Authorization = authorization;
  }
  return headers;
}

export interface Download {
  blob: Blob;
  /** The name the server gave the file (Content-Disposition), or null. */
  fileName: string | null;
}

/**
 * A file from `/api/v1/<path>` (spec section 7: downloads come as a blob), read chunk by chunk so
 * `onProgress` hears every byte received. Abort with `request.signal`; errors as apiFetch's.
 */
export async function apiDownload(
  path: string,
  request: ApiRequest & { onProgress: (receivedBytes: number) => void },
): Promise<Download> {
  let response: Response;
  try {
    response = await fetch(apiBase + path, { headers: requestHeaders(request), signal: request.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }
  if (!response.ok) throw new ApiError(response.status, await readJson(response));
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  if (response.body) {
    const reader = response.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        received += value.byteLength;
        request.onProgress(received);
      }
    } catch (error) {
      // The connection dropped mid-file: as unreachable as no answer at all.
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new NetworkError(error);
    }
  }
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  return { blob: new Blob(chunks, { type }), fileName: attachmentName(response.headers) };
}

function attachmentName(headers: Headers): string | null {
  const match = /filename="([^"]+)"/.exec(headers.get('content-disposition') ?? '');
  return match?.[1] ?? null;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { detail: text };
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isFieldError(value: unknown): value is FieldError {
  return isRecord(value) && Array.isArray(value.loc) && typeof value.msg === 'string';
}
