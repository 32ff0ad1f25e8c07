import { isErrorCode, type ErrorCode, type FieldError } from '../domain/errors';
import { readAuthorization } from './session-storage';
import { apiBasePath } from '../domain/api-path';

export const apiBase = `${apiBasePath}/`;

/** The message of an ApiError whose detail lists invalid fields rather than one sentence. */
export const fieldErrorMessage = 'ZeusFieldError';

/** A non-OK answer of the API, with its status and JSON body (spec section 8). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | undefined;
  readonly fieldErrors: FieldError[];
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    const detail = isRecord(body) ? body.detail : undefined;
    super(typeof detail === 'string' ? detail : fieldErrorMessage);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.code = isRecord(body) && isErrorCode(body.code) ? body.code : undefined;
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
  const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
  const language = document.documentElement.lang;
  if (language) headers['Accept-Language'] = language;
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  if (request.authenticated !== false) {
    const authorization = readAuthorization();
    if (authorization) headers.Authorization = authorization;
  }
  let response: Response;
  try {
    response = await fetch(apiBase + path, {
      method: request.method ?? 'GET',
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
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
