import { and, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { uuidv7 } from '../../src/domain/ids';
import {
  installerLinkLifetimeMs,
  type InstallerLink,
  type InstallerLinkStatus,
} from '../../src/domain/interventions/installer-link.schema';
import { announceCredentialEnded } from '../auth/credential-ended';
import { hashToken, randomToken } from '../auth/tokens';
import type { Db } from '../db/client';
import { installerLinks } from '../db/schema';

type LinkRow = typeof installerLinks.$inferSelect;

export interface NewInstallerLink {
  id: string;
  token: string;
  expiresAt: Date;
}

export async function createInstallerLink(
  db: Db,
  purchaseOrderId: string,
  createdBy: string,
  now: Date,
): Promise<NewInstallerLink> {
  const token = randomToken();
  const id = uuidv7(now.getTime());
  const expiresAt = new Date(now.getTime() + installerLinkLifetimeMs);
  await db.insert(installerLinks).values({
    id,
    projectId: purchaseOrderId,
    tokenHash: hashToken(token),
    createdBy,
    createdAt: now,
    expiresAt,
  });
  return { id, token, expiresAt };
}

function statusOf(link: Pick<LinkRow, 'expiresAt' | 'revokedAt'>, now: Date): InstallerLinkStatus {
  if (link.revokedAt !== null) return 'revoked';
  // Valid up to the 48th hour exclusive: at expiresAt itself the link no longer opens.
  return now.getTime() < link.expiresAt.getTime() ? 'active' : 'expired';
}

export async function listInstallerLinks(
  db: Db,
  purchaseOrderId: string,
  now: Date,
): Promise<InstallerLink[]> {
  const rows = await db
    .select()
    .from(installerLinks)
    .where(eq(installerLinks.projectId, purchaseOrderId))
    .orderBy(desc(installerLinks.createdAt), desc(installerLinks.id));
  return rows.map((row) => ({
    id: row.id,
    purchaseOrderId: row.projectId,
    createdById: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    status: statusOf(row, now),
  }));
}

/** Revokes a link of that purchase order; false when there is none. Revoking twice keeps the first time. */
export async function revokeInstallerLink(
  db: Db,
  purchaseOrderId: string,
  linkId: string,
  now: Date,
): Promise<boolean> {
  const [link] = await db
    .select({ id: installerLinks.id })
    .from(installerLinks)
    .where(and(eq(installerLinks.id, linkId), eq(installerLinks.projectId, purchaseOrderId)));
  if (link === undefined) return false;
  await db
    .update(installerLinks)
    .set({ revokedAt: now })
    .where(and(eq(installerLinks.id, linkId), isNull(installerLinks.revokedAt)));
  await announceCredentialEnded(db);
  return true;
}

/** Which of these links still open their purchase order (streams opened with them stay open). */
export async function liveLinkIds(db: Db, linkIds: readonly string[], now: Date): Promise<Set<string>> {
  if (linkIds.length === 0) return new Set();
  const rows = await db
    .select({ id: installerLinks.id })
    .from(installerLinks)
    .where(
      and(
        inArray(installerLinks.id, [...linkIds]),
        isNull(installerLinks.revokedAt),
        gt(installerLinks.expiresAt, now),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

export type LinkCheck =
  | { ok: true; linkId: string; purchaseOrderId: string; expiresAt: Date }
  | { ok: false; code: 'install/link_invalid' | 'install/link_expired' | 'install/link_revoked' };

/**
 * Whether `token` opens `purchaseOrderId` now. Security: a token for another purchase order is
 * "invalid", not "revoked" or "expired", so a caller learns nothing about links it does not hold.
 */
export async function checkInstallerToken(
  db: Db,
  token: string,
  purchaseOrderId: string,
  now: Date,
): Promise<LinkCheck> {
  const [link] = await db
    .select()
    .from(installerLinks)
    .where(eq(installerLinks.tokenHash, hashToken(token)));
  if (link?.projectId !== purchaseOrderId) return { ok: false, code: 'install/link_invalid' };
  const status = statusOf(link, now);
  if (status === 'revoked') return { ok: false, code: 'install/link_revoked' };
  if (status === 'expired') return { ok: false, code: 'install/link_expired' };
  return { ok: true, linkId: link.id, purchaseOrderId: link.projectId, expiresAt: link.expiresAt };
}
