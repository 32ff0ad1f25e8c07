/** The signed-in session as the page keeps it (localStorage `token_type` and `access_token`). */
export interface SyncSession {
  tokenType: string;
  accessToken: string;
}

export function authorizationHeader(session: SyncSession | null): string | null {
  return session ? `${session.tokenType} ${session.accessToken}` : null;
}
