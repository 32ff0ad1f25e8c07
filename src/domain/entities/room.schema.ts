import { z } from 'zod';
import { defaultRooms } from '../enums';
import { textSchema } from '../text.schema';
import { rowBaseSchema } from './common.schema';

export const roomSchema = rowBaseSchema.extend({
  projectId: z.uuid(),
  name: textSchema('name', 100).trim().min(1, { error: 'required' }),
  /**
   * Which default room it was made as, until its user renames it: readers see it named in their own
   * language (src/domain/projects/room-label.ts), `name` being the creator's words.
   */
  kind: z.enum(defaultRooms).optional(),
  /** How many identical copies of the room the project has: its lines count this many times. */
  multiplier: z.number().int().min(1).max(100).default(1),
  position: z.number().int().min(0).default(0),
});
export type Room = z.infer<typeof roomSchema>;
