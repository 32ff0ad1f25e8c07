import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../src/domain/mutators/transaction';
import type { AuthContext } from '../app-context';
import { resumeSession } from '../auth/sessions';
import { principalOf } from '../auth/users';
import { unauthenticated } from '../http/app-error';

/** The bearer token of a request (`Authorization: bearer <token>`, any case), if any. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}

/** Resolves a token to its session and user; undefined when missing, expired, revoked or inactive. */
export async function authenticateToken(
  request: FastifyRequest,
  token: string,
): Promise<AuthContext | undefined> {
  const session = await resumeSession(request.server.db, token, request.server.clock());
  if (session === undefined) return undefined;
  return { sessionId: session.sessionId, user: session.user, principal: principalOf(session.user) };
}

/** Pre-handler for routes that need a signed-in user: sets `request.auth` or answers 401. */
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
