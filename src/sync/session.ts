import {
  installationTokenHeader,
  purchaseOrderIdHeader,
} from '../domain/interventions/installer-link.schema';

/** The signed-in session as the page keeps it (localStorage `token_type` and `access_token`). */
export interface UserSyncSession {
  kind?: 'user';
  tokenType: string;
  accessToken: string;
}

/**
 * An installer link's session: no login, the token of `/install/{purchaseOrderId}/{token}`. The
 * server scopes every request made with it to that one purchase order.
 */
export interface InstallerSyncSession {
  kind: 'installer';
  purchaseOrderId: string;
  token: string;
}

export type SyncSession = UserSyncSession | InstallerSyncSession;

export function authorizationHeader(session: SyncSession | null): string | null {
  if (!session || session.kind === 'installer') return null;
  return `${session.tokenType} ${session.accessToken}`;
}

/** Every credential header a request of this session carries. */
export function sessionHeaders(session: SyncSession | null): Record<string, string> {
  if (!session) return {};
  if (session.kind === 'installer')
    return { [installationTokenHeader]: session.token, [purchaseOrderIdHeader]: session.purchaseOrderId };
  return { authorization: `${session.tokenType} ${session.accessToken}` };
}
