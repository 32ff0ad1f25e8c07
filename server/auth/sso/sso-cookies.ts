import type { FastifyRequest } from 'fastify';
import { apiBasePath } from '../../../src/domain/api-path';
import type { SsoClientKey } from '../../../src/domain/auth/sso.schema';
import { readCookie, setCookieValue, type CookieOptions } from '../../http/cookies';

/** How long a person has at the provider's sign-in page before the sign-in must start again. */
export const ssoLoginLifetimeMs = 10 * 60 * 1000;
/** How long the page has to claim its new session after the callback (one redirect away). */
const handoffLifetimeSeconds = 120;

const stateCookie = 'fitout_sso_state';
const sessionCookie = 'fitout_sso_session';
export const ssoSessionPath = `${apiBasePath}/auth/sso/session`;

/**
 * The state binds the callback to the browser that started the sign-in (no login CSRF: a callback
 * link made in another browser finds no cookie). SameSite=Lax, because the provider's redirect back
 * is a cross-site top-level navigation, which Lax lets through and Strict would not. One path per
 * partner, so signing in to both in two tabs does not mix them up.
 */
function stateCookieOptions(key: SsoClientKey, secure: boolean, maxAgeSeconds: number): CookieOptions {
  return { path: `${apiBasePath}/auth/sso/${key}/`, maxAgeSeconds, sameSite: 'Lax', secure };
}

export function setStateCookie(key: SsoClientKey, state: string, secure: boolean): string {
  return setCookieValue(
    stateCookie,
    state,
    stateCookieOptions(key, secure, Math.floor(ssoLoginLifetimeMs / 1000)),
  );
}

export function clearStateCookie(key: SsoClientKey, secure: boolean): string {
  return setCookieValue(stateCookie, '', stateCookieOptions(key, secure, 0));
}

export function readStateCookie(request: FastifyRequest): string | undefined {
  return readCookie(request, stateCookie);
}

/**
 * The new session's token travels to the page in a cookie only `POST auth/sso/session` receives,
 * never in a URL (history, logs, Referer). Strict: only the app's own page may send it.
 */
function sessionCookieOptions(secure: boolean, maxAgeSeconds: number): CookieOptions {
  return { path: ssoSessionPath, maxAgeSeconds, sameSite: 'Strict', secure };
}

export function setSessionCookie(token: string, secure: boolean): string {
  return setCookieValue(sessionCookie, token, sessionCookieOptions(secure, handoffLifetimeSeconds));
}

export function clearSessionCookie(secure: boolean): string {
  return setCookieValue(sessionCookie, '', sessionCookieOptions(secure, 0));
}

export function readSessionCookie(request: FastifyRequest): string | undefined {
  return readCookie(request, sessionCookie);
}
