import { sessionSchema, type Session } from '../domain/auth/auth.schema';
import { ssoPartnersSchema, type SsoClientKey, type SsoPartner } from '../domain/auth/sso.schema';
import { apiBase, apiFetch } from './api-client';

/** The partners whose people sign in with their own provider, as the server configures them. */
export async function fetchSsoPartners(signal?: AbortSignal): Promise<SsoPartner[]> {
  return ssoPartnersSchema.parse(await apiFetch('auth/sso/', { authenticated: false, signal }));
}

/** Takes, once, the session the server's callback made (it waits in a cookie only this call sends). */
export async function claimSsoSession(): Promise<Session> {
  return sessionSchema.parse(await apiFetch('auth/sso/session', { method: 'POST', authenticated: false }));
}

/** The server's `auth/sso/{client}/redirect`: a navigation, not a fetch, since it leaves for the provider. */
export function ssoRedirectUrl(key: SsoClientKey, next: string | null): string {
  const query = next === null ? '' : `?${new URLSearchParams({ next }).toString()}`;
  return `${apiBase}auth/sso/${key}/redirect${query}`;
}
