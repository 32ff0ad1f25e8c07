import { z } from 'zod';

/** The card fields whose changes are kept, in the order a screen lists them. */
export const cardHistoryFields = [
  'checked',
  'quantityChecked',
  'returnedToWarehouse',
  'problemStatus',
  'notes',
] as const;
export type CardHistoryField = (typeof cardHistoryFields)[number];

export const historyActorSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('user'), userId: z.uuid() }),
  /** An installer reached through a link: the link's id tells which one. */
  z.object({ kind: z.literal('installer'), linkId: z.uuid() }),
]);
export type HistoryActor = z.infer<typeof historyActorSchema>;

/**
 * One field change of a verification card, written by the server when it applies a pushed mutation:
 * exactly once per mutation, even when the device sends it again.
 */
export const cardHistoryEntrySchema = z.object({
  id: z.uuid(),
  cardId: z.uuid(),
  purchaseOrderId: z.uuid(),
  field: z.enum(cardHistoryFields),
  oldValue: z.unknown(),
  newValue: z.unknown(),
  actor: historyActorSchema,
  /** The mutation's createdAt: the device clock when the change was made (not trusted for order). */
  deviceTime: z.iso.datetime(),
  /** The server clock when the change was applied; entries are ordered by it. */
  receivedAt: z.iso.datetime(),
  /** The sync client (device) that sent the change; null for a change not made through sync. */
  clientId: z.string().nullable(),
});
export type CardHistoryEntry = z.infer<typeof cardHistoryEntrySchema>;

/** `GET /api/v1/interventions/{purchaseOrderId}/history` (admin): newest first. */
export const cardHistoryListSchema = z.object({ entries: z.array(cardHistoryEntrySchema) });
export type CardHistoryList = z.infer<typeof cardHistoryListSchema>;
