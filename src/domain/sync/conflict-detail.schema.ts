import { z } from 'zod';
import { conflictEntities, conflictSides } from './conflict-rules';

/**
 * The detail of a 'sync/conflict_lost' refusal, sent as JSON in the refusal's `detail` string: which
 * row, and for each field that lost, the value the change set (`yours`) and the newer value that
 * stands (`theirs`), with the party the rule table let win, so the list can say both values.
 */
export const conflictDetailSchema = z.object({
  entity: z.enum(conflictEntities),
  id: z.string(),
  fields: z.array(
    z.object({
      field: z.string(),
      yours: z.unknown(),
      theirs: z.unknown(),
      winner: z.enum(conflictSides),
    }),
  ),
});
export type ConflictDetail = z.infer<typeof conflictDetailSchema>;

/** The structured detail of a conflict refusal, or null when the text is not one (an older build's). */
export function readConflictDetail(detail: string): ConflictDetail | null {
  try {
    const parsed = conflictDetailSchema.safeParse(JSON.parse(detail));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
