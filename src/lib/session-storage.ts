import type { Session } from '../domain/auth/auth.schema';

/** Browser storage keys of spec section 3 ("Session storage in the browser"). */
export const storageKeys = {
  accessToken: 'access_token',
  tokenType: 'token_type',
  draftTrialId: 'draftTrialId',
  vatPreference: 'vatPreference',
} as const;

export function readAuthorization(): string | null {
  const token = localStorage.getItem(storageKeys.accessToken);
  if (!token) return null;
  const type = localStorage.getItem(storageKeys.tokenType) ?? 'bearer';
  return `${type} ${token}`;
}

export function hasStoredSession(): boolean {
  return localStorage.getItem(storageKeys.accessToken) !== null;
}

export function storeSession(session: Session): void {
  localStorage.setItem(storageKeys.accessToken, session.access_token);
  localStorage.setItem(storageKeys.tokenType, session.token_type);
}

export function clearSession(): void {
  localStorage.removeItem(storageKeys.accessToken);
  localStorage.removeItem(storageKeys.tokenType);
}

export function readDraftTrialId(): string | null {
  return localStorage.getItem(storageKeys.draftTrialId);
}

export function clearDraftTrialId(): void {
  localStorage.removeItem(storageKeys.draftTrialId);
}
