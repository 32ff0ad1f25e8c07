import { z } from 'zod';
import { projectSchema } from '../entities/project.schema';
import { roomSchema } from '../entities/room.schema';
import { billingTypes, projectSizes } from '../enums';

/** Bounds of an anonymous draft: what a visitor may store on the server without an account. */
export const trialLimits = { rooms: 20, linesPerRoom: 200, maxQuantity: 999 } as const;

export const trialLineSchema = z.object({
  furnitureId: z.uuid(),
  quantity: z.number().int().min(1).max(trialLimits.maxQuantity),
});
export type TrialLine = z.infer<typeof trialLineSchema>;

export const trialRoomSchema = z.object({
  // The room's own bounds, so a draft that passes here also passes roomCreate at sign-up.
  name: roomSchema.shape.name,
  lines: z.array(trialLineSchema).max(trialLimits.linesPerRoom),
});
export type TrialRoom = z.infer<typeof trialRoomSchema>;

/**
 * A quote built in trial mode before signing up (spec section 2, `/trial/{trialId}`). The id is
 * a client-made UUIDv7 and the only key to the draft; at sign-up it becomes the project's id.
 */
export const trialProjectSchema = z.object({
  id: z.uuidv7(),
  name: projectSchema.shape.name,
  billingType: z.enum(billingTypes),
  projectType: z.enum(projectSizes).optional(),
  rooms: z.array(trialRoomSchema).max(trialLimits.rooms),
});
export type TrialProject = z.infer<typeof trialProjectSchema>;

export const trialProjectParamsSchema = z.object({ id: z.uuidv7() });

/** Every furniture a draft uses, once each. */
export function trialFurnitureIds(trial: TrialProject): string[] {
  return [...new Set(trial.rooms.flatMap((room) => room.lines.map((line) => line.furnitureId)))];
}
