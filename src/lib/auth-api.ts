import {
  currentUserSchema,
  sessionSchema,
  type CurrentUser,
  type Login,
  type Session,
  type Signup,
} from '../domain/auth/auth.schema';
import { apiFetch } from './api-client';

/** The auth calls of spec section 7. These are the only calls screens make with fetch. */
export async function login(credentials: Login): Promise<Session> {
  return sessionSchema.parse(
    await apiFetch('auth/login', { method: 'POST', body: credentials, authenticated: false }),
  );
}

export async function signup(payload: Signup): Promise<Session> {
  return sessionSchema.parse(
    await apiFetch('auth/signup', { method: 'POST', body: payload, authenticated: false }),
  );
}

export async function fetchCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  return currentUserSchema.parse(await apiFetch('auth/me', { signal }));
}

export async function requestPasswordReset(email: string): Promise<void> {
  await apiFetch('auth/forgot-password', { method: 'POST', body: { email }, authenticated: false });
}

export async function changePassword(newPassword: string): Promise<void> {
  await apiFetch('auth/password-change', { method: 'PATCH', body: { new_password: newPassword } });
}

/** A reset by emailed token: the token goes in its own header and the session is not sent. */
export async function resetPassword(token: string, newPassword: string): Promise<void> {
  await apiFetch('auth/password-change', {
    method: 'PATCH',
    body: { new_password: newPassword },
    authenticated: false,
    headers: { 'X-Reset-Password-Token': token },
  });
}

/** Revokes the session on the server. Logout never waits on it: it must also work offline. */
export async function revokeSession(): Promise<void> {
  await apiFetch('auth/logout', { method: 'POST' });
}
