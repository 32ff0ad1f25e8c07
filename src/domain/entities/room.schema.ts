import { z } from 'zod';
import { rowBaseSchema } from './common.schema';

export const roomSchema = rowBaseSchema.extend({
  projectId: z.uuid(),
  name: z.string().trim().min(1, { error: 'required' }).max(100),
  /** How many identical copies of the room the project has: its lines count this many times. */
  multiplier: z.number().int().min(1).max(100).default(1),
  position: z.number().int().min(0).default(0),
});
export type Room = z.infer<typeof roomSchema>;
