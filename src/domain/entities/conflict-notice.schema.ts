import { z } from 'zod';
import { conflictEntities, conflictSides } from '../sync/conflict-rules';
import { rowBaseSchema } from './common.schema';

/**
 * The word to the other side when a change based on a stale value won (the rule table let it
 * through): the value it replaced and the one now kept, on a row of a project, synced to everyone
 * who sees the project. Written by the server only, in the transaction that applied the change.
 */
export const conflictNoticeSchema = rowBaseSchema.extend({
  projectId: z.uuid(),
  entity: z.enum(conflictEntities),
  rowId: z.uuid(),
  field: z.string().max(100),
  replaced: z.unknown(),
  kept: z.unknown(),
  /** The party of the change that won, as the rule table names it. */
  winner: z.enum(conflictSides),
  /** The user who made the winning change (null for an installer's link): not told about their own change. */
  authorId: z.uuid().nullable(),
});
export type ConflictNotice = z.infer<typeof conflictNoticeSchema>;
