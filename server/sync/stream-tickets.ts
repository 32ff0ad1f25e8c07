import { and, eq, gt, lte } from 'drizzle-orm';
import { liveSessionIds } from '../auth/sessions';
import { hashToken, randomToken } from '../auth/tokens';
import type { Db } from '../db/client';
import { streamTickets } from '../db/schema';
import { liveLinkIds } from '../interventions/installer-links';

/** Long enough to open the stream right after asking, short enough that a logged URL is useless. */
export const streamTicketLifetimeMs = 30_000;

/** The credential a live-update stream stands on: it closes when this one ends. */
export type StreamCredential = { kind: 'session'; sessionId: string } | { kind: 'link'; linkId: string };

/** A single-use ticket for `credential`; expired tickets are swept as new ones are issued. */
export async function issueStreamTicket(db: Db, credential: StreamCredential, now: Date): Promise<string> {
  const ticket = randomToken();
  await db.delete(streamTickets).where(lte(streamTickets.expiresAt, now));
  await db.insert(streamTickets).values({
    tokenHash: hashToken(ticket),
    sessionId: credential.kind === 'session' ? credential.sessionId : null,
    installerLinkId: credential.kind === 'link' ? credential.linkId : null,
    expiresAt: new Date(now.getTime() + streamTicketLifetimeMs),
  });
  return ticket;
}

/**
 * The credential behind a ticket, if the ticket is unused and unexpired and its credential still
 * live. The ticket is spent by the first try, valid or not: the delete is the claim, so two
 * instances given the same ticket cannot both open a stream.
 */
export async function redeemStreamTicket(
  db: Db,
  ticket: string,
  now: Date,
): Promise<StreamCredential | undefined> {
  const [row] = await db
    .delete(streamTickets)
    .where(and(eq(streamTickets.tokenHash, hashToken(ticket)), gt(streamTickets.expiresAt, now)))
    .returning();
  const credential = row === undefined ? undefined : credentialOf(row);
  if (credential === undefined) return undefined;
  const live = await liveCredentials(db, [credential], now);
  return live.has(credential) ? credential : undefined;
}

/** A ticket's credential: exactly one of the two is set (the table checks it). */
function credentialOf(row: typeof streamTickets.$inferSelect): StreamCredential | undefined {
  if (row.sessionId !== null) return { kind: 'session', sessionId: row.sessionId };
  if (row.installerLinkId !== null) return { kind: 'link', linkId: row.installerLinkId };
  return undefined;
}

/** Which of `credentials` (the same objects) still hold: one query per kind, whatever their number. */
export async function liveCredentials(
  db: Db,
  credentials: readonly StreamCredential[],
  now: Date,
): Promise<Set<StreamCredential>> {
  const sessionIds = credentials.flatMap((c) => (c.kind === 'session' ? [c.sessionId] : []));
  const linkIds = credentials.flatMap((c) => (c.kind === 'link' ? [c.linkId] : []));
  const [sessions, links] = await Promise.all([
    liveSessionIds(db, sessionIds, now),
    liveLinkIds(db, linkIds, now),
  ]);
  return new Set(
    credentials.filter((c) => (c.kind === 'session' ? sessions.has(c.sessionId) : links.has(c.linkId))),
  );
}
