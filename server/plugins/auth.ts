import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../src/domain/mutators/transaction';
import type { AuthContext } from '../app-context';
import { resumeSession } from '../auth/sessions';
import { principalOf } from '../auth/users';
import { AppError, unauthenticated } from '../http/app-error';

/** The bearer token of a request (`Authorization: bearer <token>`, any case), if any. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}

/**
 * Checks a presented credential with `check`, unless its address has had too many refused (429);
 * a result `accepted` says no to counts against the address.
 */
export async function guardCredential<T>(
  request: FastifyRequest,
  check: () => Promise<T>,
  accepted: (result: T) => boolean,
): Promise<T> {
  const { credentialThrottle, clock } = request.server;
  if (await credentialThrottle.isBlocked(request.ip, clock())) throw new AppError(429, 'rate_limited');
  const result = await check();
  if (!accepted(result)) await credentialThrottle.refused(request.ip, clock());
  return result;
}

/** Resolves a token to its session and user; undefined when missing, expired, revoked or inactive. */
export async function authenticateToken(
  request: FastifyRequest,
  token: string,
): Promise<AuthContext | undefined> {
  const session = await guardCredential(
    request,
    () => resumeSession(request.server.db, token, request.server.clock()),
    (found) => found !== undefined,
  );
  if (session === undefined) return undefined;
  return { sessionId: session.sessionId, user: session.user, principal: principalOf(session.user) };
}

/**
 * `preValidation` hook of routes that need a signed-in user: sets `request.auth` or answers 401.
 * Ordering: it runs after the request limit (an `onRequest` hook), so refused callers count
 * against it too, and before the body is validated, so an anonymous caller never learns the
 * expected fields.
 */
export async function requireUser(request: FastifyRequest): Promise<void> {
  const token = bearerToken(request);
  const auth = token === undefined ? undefined : await authenticateToken(request, token);
  if (auth === undefined) throw unauthenticated();
  request.auth = auth;
}

/** The auth context of a route guarded by `requireUser`. */
export function authOf(request: FastifyRequest): AuthContext {
  if (request.auth === null) throw unauthenticated();
  return request.auth;
}

/** The actor mutators and scopes see for a signed-in user. */
export function actorOf(auth: AuthContext): Actor {
  return { kind: 'user', ...auth.principal };
}
