import type { Session } from '../domain/auth/auth.schema';

/** Browser storage keys of spec section 3 ("Session storage in the browser"). */
export const storageKeys = {
  accessToken: 'access_token',
  tokenType: 'token_type',
  draftTrialId: 'draftTrialId',
  vatPreference: 'vatPreference',
  /** Followed by `:` and a user id: that user has read the client's onboarding steps here. */
  onboardingDismissed: 'onboardingDismissed',
  /** Followed by `:` and a field's key: what was typed there and not saved yet (typing-draft.ts). */
  typingDraft: 'typingDraft',
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

/** `/try` remembers the visitor's draft, so the sign-up dialog carries it over. */
export function writeDraftTrialId(id: string): void {
  localStorage.setItem(storageKeys.draftTrialId, id);
}

export function clearDraftTrialId(): void {
  localStorage.removeItem(storageKeys.draftTrialId);
}

/** Per user, so a second person signing in on a shared device still gets the steps once. */
function onboardingKey(userId: string): string {
  return `${storageKeys.onboardingDismissed}:${userId}`;
}

export function isOnboardingDismissed(userId: string): boolean {
  return localStorage.getItem(onboardingKey(userId)) !== null;
}

export function dismissOnboarding(userId: string): void {
  localStorage.setItem(onboardingKey(userId), new Date().toISOString());
}
