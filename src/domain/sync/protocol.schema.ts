import { z } from 'zod';
import { errorCodes, readErrorCode } from '../errors';

/**
 * The wire format between the sync worker and `POST /api/v1/sync/{push,pull}`.
 * `docs/sync-protocol.md` explains it with a worked example.
 */

/** Bumped when the local schema or the protocol changes; the server accepts this and the previous one. */
export const protocolVersion = 1;

export const mutationSchema = z.object({
  /** Increases by one per client, starting at 1; the server applies each id at most once. */
  id: z.number().int().positive(),
  name: z.string().min(1).max(100),
  args: z.unknown(),
  /** The device's clock when the change was made (kept for history; never trusted for ordering). */
  createdAt: z.iso.datetime(),
});
export type Mutation = z.infer<typeof mutationSchema>;

/**
 * When the oldest change still waiting on the device was made (its `createdAt`), null when none
 * waits: the office's sync health shows how long a device's changes have been stuck. Optional, so a
 * build that does not send it still syncs (its queue age is then unknown).
 */
const oldestPendingAtSchema = z.iso.datetime().nullable().optional();

export const pushRequestSchema = z.object({
  clientID: z.string().min(8).max(64),
  protocolVersion: z.number().int(),
  mutations: z.array(mutationSchema).max(1000),
  oldestPendingAt: oldestPendingAtSchema,
});
export type PushRequest = z.infer<typeof pushRequestSchema>;

/**
 * A refusal's code on the wire is a string: the client reads it as one of its ErrorCodes (an unknown
 * one, from another build, as 'internal'); the server sends the code it has.
 */
const wireErrorCodeSchema = z.codec(z.string(), z.enum(errorCodes), {
  decode: readErrorCode,
  encode: (code) => code,
});

export const mutationResultSchema = z.discriminatedUnion('status', [
  z.object({ id: z.number().int(), status: z.literal('applied') }),
  /** Already processed by an earlier delivery of the same mutation. */
  z.object({ id: z.number().int(), status: z.literal('skipped') }),
  /** Permanently refused (validation, permission, conflict): processed, with its reason. */
  z.object({
    id: z.number().int(),
    status: z.literal('rejected'),
    error: z.object({ code: wireErrorCodeSchema, detail: z.string() }),
  }),
]);
export type MutationResult = z.infer<typeof mutationResultSchema>;

export const pushResponseSchema = z.object({
  lastMutationID: z.number().int().nonnegative(),
  results: z.array(mutationResultSchema),
});
export type PushResponse = z.infer<typeof pushResponseSchema>;

export const pullRequestSchema = z.object({
  clientID: z.string().min(8).max(64),
  protocolVersion: z.number().int(),
  /** Opaque to the client; null for a first pull. */
  cookie: z.string().max(2000).nullable(),
  /** Rows per page the client can take in one local transaction. */
  limit: z.number().int().min(1).max(10_000).optional(),
  oldestPendingAt: oldestPendingAtSchema,
});
export type PullRequest = z.infer<typeof pullRequestSchema>;

export const rowChangeSchema = z.object({
  entity: z.string(),
  id: z.string(),
  version: z.number().int(),
  /** null data with deletedAt set: a tombstone. */
  deletedAt: z.string().nullable(),
  /**
   * The row's body, stored as it comes (the server validated it when it was written). Checked for
   * shape only: a record schema would copy every body of every page, thousands per page.
   */
  data: z
    .custom<Record<string, unknown>>(
      (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
    )
    .nullable(),
});
export type RowChange = z.infer<typeof rowChangeSchema>;

export const pullResponseSchema = z.object({
  cookie: z.string(),
  lastMutationID: z.number().int().nonnegative(),
  /** The caller's scope changed, or the cookie is unknown: drop every synced row, then apply. */
  reset: z.boolean(),
  changes: z.array(rowChangeSchema),
  /** More pages follow: pull again at once with the new cookie. */
  more: z.boolean(),
  /** Rows left after this page, for a progress bar (an estimate is fine). */
  remaining: z.number().int().nonnegative(),
});
export type PullResponse = z.infer<typeof pullResponseSchema>;

/**
 * `POST /sync/events/ticket`'s answer: a single-use ticket, valid seconds, that opens one
 * live-update stream (`GET /sync/events?ticket=`), so no session or link token sits in its URL.
 */
export const streamTicketSchema = z.object({ ticket: z.string().min(1) });
export type StreamTicket = z.infer<typeof streamTicketSchema>;
