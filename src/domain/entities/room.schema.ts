import { z } from 'zod';
import { textSchema } from '../text.schema';
import { rowBaseSchema } from './common.schema';

export const roomSchema = rowBaseSchema.extend({
  projectId: z.uuid(),
  name: textSchema('name', 100).trim().min(1, { error: 'required' }),
  /** How many identical copies of the room the project has: its lines count this many times. */
  multiplier: z.number().int().min(1).max(100).default(1),
  position: z.number().int().min(0).default(0),
});
export type Room = z.infer<typeof roomSchema>;
