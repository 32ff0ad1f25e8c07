import { and, eq, gt, lt } from 'drizzle-orm';
import type { SsoClientKey } from '../../../src/domain/auth/sso.schema';
import type { Db } from '../../db/client';
import { ssoLogins } from '../../db/schema';
import { hashToken } from '../tokens';
import type { SsoSecrets } from './oidc-client';
import { ssoLoginLifetimeMs } from './sso-cookies';

/** Records a sign-in that goes to the provider now; rows of abandoned sign-ins are cleared on the way. */
export async function startSsoLogin(
  db: Db,
  key: SsoClientKey,
  secrets: SsoSecrets,
  returnPath: string | null,
  now: Date,
): Promise<void> {
  await db.delete(ssoLogins).where(lt(ssoLogins.expiresAt, now));
  await db.insert(ssoLogins).values({
    stateHash: hashToken(secrets.state),
    ssoClient: key,
    nonce: secrets.nonce,
    codeVerifier: secrets.codeVerifier,
    returnPath,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ssoLoginLifetimeMs),
  });
}

/**
 * The sign-in a callback's state belongs to, taken out in one statement: a second callback with the
 * same state (a replay, a double click) finds nothing. Undefined when unknown, used or expired.
 */
export async function takeSsoLogin(
  db: Db,
  key: SsoClientKey,
  state: string,
  now: Date,
): Promise<{ secrets: SsoSecrets; returnPath: string | null } | undefined> {
  const [row] = await db
    .delete(ssoLogins)
    .where(
      and(
        eq(ssoLogins.stateHash, hashToken(state)),
        eq(ssoLogins.ssoClient, key),
        gt(ssoLogins.expiresAt, now),
      ),
    )
    .returning();
  if (row === undefined) return undefined;
  return { secrets: { state, nonce: row.nonce, codeVerifier: row.codeVerifier }, returnPath: row.returnPath };
}
